import AppCore
import Foundation
import SystemKit

extension AppCommand {
    /// `--record FILE`: the session as the other options describe it — on a fresh temporary
    /// data folder unless `--data-dir` names one — written to FILE as a journey while it runs
    /// (``SessionRecorder``), with `--now` pinned to the instant it started.
    @MainActor
    func runRecorded(to path: String) async -> Int32 {
        var session = self
        session.record = nil
        if describe { return await session.run() }
        let processEnvironment = ProcessInfo.processInfo.environment
        let arguments = ReplayArguments(
            arguments: words, options: Self.commandLineOptions + FeatureCommandLine.commandLineOptions,
            start: startInstant(), environment: processEnvironment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let header = RecordedHeader(arguments: arguments, environment: processEnvironment)
        if let word = header.wordWithLineBreak {
            return refuseRecording("a journey's \"# app:\" line cannot hold the argument \(word.debugDescription)")
        }
        let scratch: RecordingScratchFolder
        do {
            scratch = try RecordingScratchFolder.create()
        } catch {
            return refuseRecording("cannot make a temporary folder: \(error.localizedDescription)")
        }
        defer { scratch.remove() }
        let folder = RecordingDataFolder.choose(dataDir: dataDir, inMemory: inMemory, fresh: scratch.sessionDataFolder)
        session.dataDir = folder.dataDir(given: dataDir)
        let recorder: SessionRecorder
        do {
            recorder = try SessionRecorder.start(path: path, header: header, scratch: scratch)
        } catch {
            return refuseRecording("cannot record to \(path): \(error.localizedDescription)")
        }
        if let warning = folder.warning { DescriptorWriter.standardError.write(warning + "\n") }
        let status = await session.run(transcriptObserver: recorder)
        let outcome = recorder.finish()
        DescriptorWriter.standardError.write(RecordingReport.lines(outcome, path: path).joined(separator: "\n") + "\n")
        return status
    }

    /// The instant the session starts at, as `--now` writes it: the one given, else the clock's
    /// (the machine's, or `--clock-file`'s) to the second.
    private func startInstant() -> String {
        if let now { return now }
        let instant = AppClockChoice.clock(now: nil, clockFile: clockFile).now()
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down)))
    }

    private func refuseRecording(_ message: String) -> Int32 {
        DescriptorWriter.standardError.write("Error: \(message)\n")
        return ProcessExitStatus.usage
    }
}
