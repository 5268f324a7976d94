import Foundation

/// What `> backend mailbox EMAIL` shows: the next message the backend sent to the address (a
/// password reset's code) that no earlier such line of the journey showed, as lines a journey
/// matches like a command's output — `Subject: …`, then `Code: …` when the message carries one —
/// so a line under it can keep the code (`Code: [[code]]`) for the command that types it.
///
/// The app sends what makes the mail while it runs, so the reader asks the backend's mailbox
/// (`GET /_backend/mailbox?to=EMAIL`) again until a new message is there, for at most `wait`.
actor BackendMailbox {
    /// One message of the backend's mailbox.
    struct Message: Decodable, Equatable {
        let to: String
        let subject: String
        let code: String?

        /// The lines the directive shows.
        var lines: [String] {
            ["Subject: \(subject)"] + (code.map { ["Code: \($0)"] } ?? [])
        }
    }

    private let wait: Duration
    /// How many messages to each address (lower case) the journey's lines have gone past.
    private var shown: [String: Int] = [:]

    init(wait: Duration) {
        self.wait = wait
    }

    /// The latest message to `email` in the mailbox of the backend at `baseURL`, once there is one
    /// the journey has not shown; throws when none comes within the wait, or the mailbox cannot
    /// be read.
    func next(to email: String, at baseURL: URL) async throws(BackendHeaderProblem) -> Message {
        let key = email.lowercased()
        let seen = shown[key, default: 0]
        let deadline = ContinuousClock.now + wait
        while true {
            let messages = try Self.messages(to: email, in: BackendScenarioControl.mailbox(to: email, at: baseURL))
            if messages.count > seen, let latest = messages.last {
                shown[key] = messages.count
                return latest
            }
            guard ContinuousClock.now < deadline else {
                throw BackendHeaderProblem(
                    message: seen == 0
                        ? "no mail was sent to \(email) within \(wait.secondsText)"
                        : "no new mail was sent to \(email) within \(wait.secondsText) (\(seen) shown before)")
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The messages to `email` in a mailbox answer's `body`, oldest first.
    static func messages(to email: String, in body: [UInt8]) throws(BackendHeaderProblem) -> [Message] {
        struct Mailbox: Decodable { let messages: [Message] }
        do {
            return try JSONDecoder().decode(Mailbox.self, from: Data(body)).messages.filter {
                $0.to.lowercased() == email.lowercased()
            }
        } catch {
            throw BackendHeaderProblem(message: "the backend's mailbox is not what the runner reads: \(error)")
        }
    }
}
