import Foundation

/// A journey's running backend and what its `> backend …` lines do to it.
struct JourneyBackend: Sendable {
    let process: JourneyBackendProcess
    /// The journey file, where its scenarios are looked for.
    let journeyLocation: URL?
    /// What its `> backend mailbox` lines have shown.
    let mailbox: BackendMailbox

    /// Acts on `directive`; what the line shows as its output: nothing when it worked (what
    /// `> backend mailbox` read when it did), else `backend: ` and why not.
    func perform(_ directive: JourneyBackendDirective) async -> [String] {
        do {
            switch directive {
            case .stop:
                await process.stop()
            case .scenario(let name):
                let text = try ScenarioFiles.text(named: name, forJourneyAt: journeyLocation)
                try BackendScenarioControl.replace(with: text, at: process.baseURL)
            case .publish(let tool, let language):
                try BackendScenarioControl.publish(tool: tool, language: language, at: process.baseURL)
            case .revoke(let email):
                try BackendScenarioControl.revoke(email: email, at: process.baseURL)
            case .config(let json):
                try BackendScenarioControl.replaceRemoteConfig(with: json, at: process.baseURL)
            case .mailbox(let email):
                return try await mailbox.next(to: email, at: process.baseURL).lines
            }
            return []
        } catch {
            return ["backend: \(error.message)"]
        }
    }

    func stop() async {
        await process.stop()
    }

    /// The requests the backend logged after number `after`, or why they cannot be read.
    func requests(after: Int) -> Result<[LoggedRequest], BackendHeaderProblem> {
        do {
            return .success(try BackendScenarioControl.requests(after: after, at: process.baseURL))
        } catch {
            return .failure(error)
        }
    }
}

/// What each `> backend …` line of a session came to: nothing when it worked, else why not.
actor BackendDirectiveLog {
    private var problems: [Int: String] = [:]

    func record(_ index: Int, _ problem: String?) {
        problems[index] = problem
    }

    func problem(at index: Int) -> String? {
        problems[index]
    }
}
