import Foundation

/// A journey's running backend and what its `> backend …` lines do to it.
struct JourneyBackend: Sendable {
    let process: JourneyBackendProcess
    /// The journey file, where its scenarios are looked for.
    let journeyLocation: URL?

    /// Acts on `directive`; a message when it could not.
    func perform(_ directive: JourneyBackendDirective) async -> String? {
        switch directive {
        case .stop:
            await process.stop()
            return nil
        case .scenario(let name):
            do {
                let text = try ScenarioFiles.text(named: name, forJourneyAt: journeyLocation)
                try BackendScenarioControl.replace(with: text, at: process.baseURL)
                return nil
            } catch {
                return error.message
            }
        case .publish(let tool, let language):
            do {
                try BackendScenarioControl.publish(tool: tool, language: language, at: process.baseURL)
                return nil
            } catch {
                return error.message
            }
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
