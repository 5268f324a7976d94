import BackendScenario
import FuzzSupport

/// What the backend's scenario reader promises for any text: rules or a `ScenarioError`
/// naming a line of the text, never a trap; no more rules than lines; the same answer with
/// CR LF line ends as with LF; and the rules written back in the scenario format read as
/// the same rules.
enum ScenarioProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        let parsed = ScenarioParser.parse(text)
        let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        if !text.contains("\r") {
            Property.require(ScenarioParser.parse(crlf) == parsed, "CR LF line ends read otherwise than LF")
        }
        switch parsed {
        case .failure(let error):
            Property.require((1...lineCount).contains(error.line), "error at line \(error.line) of \(lineCount)")
            Property.require(!error.message.isEmpty, "an error without a message")
        case .success(let rules):
            Property.require(rules.count <= lineCount, "\(rules.count) rules from \(lineCount) lines")
            let written = rules.map(ScenarioWriter.line).joined(separator: "\n")
            guard case .success(let reread) = ScenarioParser.parse(written) else {
                Property.require(false, "written back, it does not read: \(written.prefix(400))")
                return
            }
            Property.require(reread == rules, "written back, other rules: \(written.prefix(400))")
        }
    }
}
