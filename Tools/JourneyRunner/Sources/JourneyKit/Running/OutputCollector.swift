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
        case fed
        case timeLimitReached
        case timerCancelled
    }

    /// Collects a run whose stdin is a file.
    func collect(_ execution: Execution<FileDescriptorInput, SequenceOutput, SequenceOutput>) async -> CollectedOutput {
        await collect(
            standardOutput: execution.standardOutput, standardError: execution.standardError, watch: nil, feed: nil,
            stop: { await execution.teardown(using: stopSteps) })
    }

    /// Collects a run whose stdin `feeder` writes as its conductor says, watching stdout for the
    /// echoes it waits on.
    func collect(
        _ execution: Execution<CustomWriteInput, SequenceOutput, SequenceOutput>, feeder: ConductedInputFeeder
    ) async -> CollectedOutput {
        let watch = EchoWatch()
        return await collect(
            standardOutput: execution.standardOutput, standardError: execution.standardError, watch: watch,
            feed: { await feeder.feed(execution.standardInputWriter, watching: watch) },
            stop: { await execution.teardown(using: stopSteps) })
    }

    private func collect(
        standardOutput: SubprocessOutputSequence,
        standardError: SubprocessOutputSequence,
        watch: EchoWatch?,
        feed: (@Sendable () async -> Void)?,
        stop: @escaping @Sendable () async -> Void
    ) async -> CollectedOutput {
        await withTaskGroup(of: Event.self) { group in
            group.addTask { .standardOutput(await Self.readToEnd(standardOutput, watch: watch)) }
            group.addTask { .standardError(await Self.readToEnd(standardError, watch: nil)) }
            if let feed {
                group.addTask {
                    await feed()
                    return .fed
                }
            }
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
                    await stop()
                case .fed, .timerCancelled:
                    break
                }
            }
            group.cancelAll()
            return collected
        }
    }

    /// Every byte of `stream` until it ends, each piece also shown to `watch`; on a read error,
    /// what arrived before it.
    private static func readToEnd(_ stream: SubprocessOutputSequence, watch: EchoWatch?) async -> [UInt8] {
        var bytes: [UInt8] = []
        do {
            for try await buffer in stream {
                let piece = buffer.withUnsafeBytes { Array($0) }
                bytes += piece
                await watch?.append(piece)
            }
        } catch {
            await watch?.end()
            return bytes
        }
        await watch?.end()
        return bytes
    }
}
