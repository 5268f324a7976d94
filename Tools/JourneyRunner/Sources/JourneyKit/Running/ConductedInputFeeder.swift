import Subprocess

/// What a session's conductor has the feeder do next.
public enum FeedStep: Sendable, Equatable {
    /// Write these lines; with `thenWaitForEchoes`, wait until the app has echoed every line
    /// sent so far (so the commands before the last are done) before asking again.
    case send([SentLine], thenWaitForEchoes: Bool)
    /// End the app's input, as the end of a script does.
    case finish
}

/// Decides, as a session runs, which lines the app is sent next.
public protocol InputConductor: Sendable {
    /// The next step, given everything the app has printed on stdout so far.
    func next(output: String) async -> FeedStep
}

/// Writes a session's input as its conductor says, waiting on the app's echoes where asked.
/// The app's stdin ends when the conductor says so, or when the app stops echoing (it ended).
struct ConductedInputFeeder: Sendable {
    let conductor: any InputConductor

    func feed(_ writer: StandardInputWriter, watching watch: EchoWatch) async {
        var sent: [SentLine] = []
        while case .send(let lines, let wait) = await conductor.next(output: await watch.output()) {
            if !lines.isEmpty {
                guard (try? await writer.write(lines.map(\.text).joined(separator: "\n") + "\n")) != nil else { break }
                sent += lines
            }
            if wait {
                guard await watch.waitForEchoes(of: sent) else { break }
            }
        }
        _ = try? await writer.finish()
    }
}

/// A fixed plan: the groups of commands in order, `betweenStages` acting after each group but
/// the last once the app has echoed it.
actor StagedConductor: InputConductor {
    private let stages: [[String]]
    private let betweenStages: @Sendable (Int) async -> Void
    private var nextStage = 0

    init(stages: [[String]], betweenStages: @escaping @Sendable (Int) async -> Void) {
        self.stages = stages
        self.betweenStages = betweenStages
    }

    func next(output: String) async -> FeedStep {
        guard nextStage < stages.count else { return .finish }
        if nextStage > 0 { await betweenStages(nextStage - 1) }
        let stage = stages[nextStage]
        nextStage += 1
        return .send(stage.map { SentLine($0) }, thenWaitForEchoes: nextStage < stages.count)
    }
}
