import Subprocess

/// What a run printed, and whether it reached its time limit.
struct CollectedOutput: Sendable {
    var standardOutput: [UInt8] = []
    var standardError: [UInt8] = []
    var reachedTimeout = false
}

/// Reads a running process's stdout and stderr to their end, and stops the
/// process when it outlives its time limit.
///
/// Both streams end when the process exits, even when a process it started
/// still holds them open; what arrived until then is kept.
struct OutputCollector: Sendable {
    let timeout: Duration
    let stopSteps: [TeardownStep]

    private enum Event: Sendable {
        case standardOutput([UInt8])
        case standardError([UInt8])
        case timeLimitReached
        case timerCancelled
    }

    func collect(_ execution: Execution<FileDescriptorInput, SequenceOutput, SequenceOutput>) async -> CollectedOutput {
        await withTaskGroup(of: Event.self) { group in
            group.addTask { .standardOutput(await Self.readToEnd(execution.standardOutput)) }
            group.addTask { .standardError(await Self.readToEnd(execution.standardError)) }
            group.addTask { [timeout] in
                (try? await Task.sleep(for: timeout)) == nil ? .timerCancelled : .timeLimitReached
            }
            var collected = CollectedOutput()
            var streamsLeft = 2
            while streamsLeft > 0, let event = await group.next() {
                switch event {
                case .standardOutput(let bytes):
                    collected.standardOutput = bytes
                    streamsLeft -= 1
                case .standardError(let bytes):
                    collected.standardError = bytes
                    streamsLeft -= 1
                case .timeLimitReached:
                    collected.reachedTimeout = true
                    await execution.teardown(using: stopSteps)
                case .timerCancelled:
                    break
                }
            }
            group.cancelAll()
            return collected
        }
    }

    /// Every byte of `stream` until it ends; on a read error, what arrived before it.
    private static func readToEnd(_ stream: SubprocessOutputSequence) async -> [UInt8] {
        var bytes: [UInt8] = []
        do {
            for try await buffer in stream {
                buffer.withUnsafeBytes { bytes.append(contentsOf: $0) }
            }
        } catch {
            return bytes
        }
        return bytes
    }
}
