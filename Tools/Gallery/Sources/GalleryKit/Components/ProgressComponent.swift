import ReplKit
import SystemKit

/// `ReplProgress`: long work shows a line on a terminal that each step replaces,
/// and in a script nothing until the one final line. `run` does the work with
/// this session's progress line.
@MainActor
final class ProgressComponent: GalleryComponent {
    static let steps = 3

    let id = "progress"
    let nameKey = GalleryStringKey.componentProgressName
    let summaryKey = GalleryStringKey.componentProgressSummary

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let done = context.indented(strings.plural(.sampleProgressDone, count: Self.steps))
        return [
            ComponentState(
                id: "script", title: strings.text(.stateScript),
                lines: [typed("run")] + context.indented(strings.text(.sampleScriptSilence)) + done),
            ComponentState(
                id: "terminal", title: strings.text(.stateTerminal),
                lines: [typed("run")] + terminalLines(context).flatMap { context.indented("↻ " + $0) } + done),
        ]
    }

    func commands(_ context: GalleryContext) -> [ReplCommand] {
        [
            ReplCommand(name: "run", summary: context.strings.text(.commandRunSummary)) { [unowned self] _ in
                await work(context.progress, context)
                return .message(context.strings.plural(.sampleProgressDone, count: Self.steps))
            }
        ]
    }

    /// The work: one progress update a step.
    private func work(_ progress: ReplProgress, _ context: GalleryContext) async {
        for step in 1...Self.steps {
            progress.update(context.strings.text(.sampleProgressStep, ["done": String(step), "total": String(Self.steps)]))
            await Task.yield()
        }
    }

    /// What a terminal is given while the work runs, without the codes that put each update in place of the last.
    private func terminalLines(_ context: GalleryContext) -> [String] {
        let written = LockedState<[String]>([])
        let progress = ReplProgress { text in written.withLock { $0.append(text) } }
        for step in 1...Self.steps {
            progress.update(context.strings.text(.sampleProgressStep, ["done": String(step), "total": String(Self.steps)]))
        }
        progress.clear()
        let replacing = "\r\u{1B}[K"
        return written.withLock { $0 }.map { $0.replacingOccurrences(of: replacing, with: "") }.filter { !$0.isEmpty }
    }
}
