import Subprocess

/// Writes a session's commands to the app group by group (``JourneySession/stages``): after
/// each group but the last it waits until the app has echoed the group's last command, then
/// lets the runner act (``betweenStages`` with the group's index) before it sends the next.
/// The app's stdin ends after the last group, as a script's does.
struct StagedInputFeeder: Sendable {
    let stages: [[String]]
    let betweenStages: @Sendable (Int) async -> Void

    func feed(_ writer: StandardInputWriter, watching watch: EchoWatch) async {
        var sent: [String] = []
        for (index, stage) in stages.enumerated() {
            sent += stage
            if !stage.isEmpty {
                guard (try? await writer.write(stage.joined(separator: "\n") + "\n")) != nil else { break }
            }
            guard index < stages.count - 1 else { break }
            guard await watch.waitForEchoes(of: sent) else { break }
            await betweenStages(index)
        }
        _ = try? await writer.finish()
    }
}
