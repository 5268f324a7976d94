import Localization
import Persistence
import SystemKit

/// The messages the app itself prints on standard error when it cannot start
/// or cannot go on as asked, in the app language, each line starting `app: `.
struct LaunchMessages: Sendable {
    let strings: Localizer<AppStringKey>

    /// Writes `key`'s text, filled with `values`.
    func write(_ key: AppStringKey, _ values: [String: String] = [:]) {
        write(lines: [strings.text(key, values)])
    }

    /// Writes a message already in the app language (why `--open`'s route did not open).
    func write(_ message: String) {
        write(lines: [message])
    }

    /// What is wrong with the data location, then what to type instead.
    func write(_ error: DatabaseOpeningError) {
        write(lines: [text(for: error), strings.text(.launchDataHint)])
    }

    func text(for error: DatabaseOpeningError) -> String {
        switch error.problem {
        case .notAFolder(let path): strings.text(.launchDataNotAFolder, ["path": path])
        case .notAFile(let path): strings.text(.launchDataNotAFile, ["path": path])
        case .symbolicLink(let path): strings.text(.launchDataSymbolicLink, ["path": path])
        case .notADatabase: strings.text(.launchDataNotADatabase, ["path": error.path])
        case .readOnly: strings.text(.launchDataReadOnly, ["path": error.path])
        case .busy: strings.text(.launchDataBusy, ["path": error.path])
        case .other(let reason): strings.text(.launchDataOther, ["path": error.path, "reason": reason])
        }
    }

    private func write(lines: [String]) {
        DescriptorWriter.standardError.write(lines.map { "app: " + $0 + "\n" }.joined())
    }
}
