import AppComposition
import Foundation
import Localization
import ReplHost
import ReplKit
import TestSupport
import Testing

/// Makes the lines a careless or hostile person could type: real commands with
/// sensible and silly arguments, unknown words, quotes, numbers of every size,
/// scripts and emoji, invisible characters, control bytes, invalid UTF-8, CRLF,
/// and lines longer than the reader takes. Never `quit` or `exit`.
struct FuzzLineMaker {
    private var random: SeededRandomNumberGenerator

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed)
    }

    static let commands = [
        "help", "where", "back", "home", "contacts", "products", "languages", "tools", "bag", "wishlist", "favorites",
        "lessons", "open", "next", "prev", "previous", "search", "sort", "filter", "fav", "unfav", "refresh", "edit",
        "choose", "confirm", "cancel", "HELP", "Open", "add", "remove", "reorder", "read", "download",
    ]
    static let words = [
        "1", "2", "3", "20", "0", "-1", "99", "4294967296", "99999999999999999999999", "1.5", "es", "ar", "zh-Hans", "xx",
        "name", "age", "default", "price", "clear", "fav=yes", "first=Zoé", "last=Beta", "first=", "=x", "first=a=b",
        "zoe", "josé", "ZOË", "*", "%", "--strict", "\"quoted words\"", "'single'", "\"unterminated", "it's", "\\",
        "नमस्ते", "زهرة", "张伟", "👩\u{200D}💻", "e\u{301}\u{301}\u{301}", "\u{FEFF}", "\u{202E}evil", "\u{200B}", "\u{2800}",
    ]

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    /// One line's bytes, without its line break.
    mutating func line() -> [UInt8] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<55:
            var words = [pick(Self.commands)]
            for _ in 0..<Int.random(in: 0...3, using: &random) { words.append(pick(Self.words)) }
            return Array(words.joined(separator: chance(10) ? "\t" : " ").utf8)
        case 55..<65:
            return Array(pick(Self.words).utf8)
        case 65..<72:
            return (0..<Int.random(in: 1...40, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
        case 72..<78:
            return (0..<Int.random(in: 1...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                .filter { $0 != UInt8(ascii: "\n") }
        case 78..<83:
            return Array("search ".utf8) + [0x1B] + Array("[2J\u{7}x".utf8) + (chance(50) ? [0x00] : [0x9B])
        case 83..<87:
            return Array("open 1\r".utf8)
        case 87..<90:
            return Array(repeating: UInt8(ascii: "a"), count: Int.random(in: 4_000...9_000, using: &random))
        case 90..<94:
            return chance(50) ? [] : Array(repeating: UInt8(ascii: " "), count: Int.random(in: 1...10, using: &random))
        default:
            let scalars = (0..<Int.random(in: 1...12, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0x20...0x2FFFF, using: &random))
            }
            return Array(("edit first=" + String(String.UnicodeScalarView(scalars))).utf8)
        }
    }
}

/// Keeps what the session prints, checking each line as it comes.
@MainActor
final class CheckedOutput: ReplOutput {
    private(set) var lineCount = 0
    private(set) var problems: [String] = []
    static let longestLine = 10_000

    func write(_ line: String, style: TextStyle) {
        lineCount += 1
        if line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            problems.append("control character in output line \(lineCount): \(line.debugDescription.prefix(200))")
        }
        if line.utf8.count > Self.longestLine {
            problems.append("output line \(lineCount) has \(line.utf8.count) bytes")
        }
    }
}

/// A seeded fuzz of the whole app in-process: thousands of generated lines
/// through the real line reader, session, flows and screens. Any crash ends the
/// test run; the checks are that the session runs to the end of its input, that
/// nothing typed brings a control character or a runaway line to the output,
/// and that the app still answers afterwards.
///
/// `REPL_FUZZ_LINES` (default 2,000) and `REPL_FUZZ_SEED` choose a longer or
/// other run locally: `REPL_FUZZ_LINES=200000 swift test --filter ReplFuzz`.
@MainActor
@Suite("A seeded fuzz of the REPL")
struct ReplFuzzTests {
    static let defaultLines = 2_000
    static let defaultSeed: UInt64 = 20_260_115

    private var lineCount: Int {
        ProcessInfo.processInfo.environment["REPL_FUZZ_LINES"].flatMap(Int.init) ?? Self.defaultLines
    }

    private var seed: UInt64 {
        ProcessInfo.processInfo.environment["REPL_FUZZ_SEED"].flatMap(UInt64.init) ?? Self.defaultSeed
    }

    @Test(
        "Given thousands of generated lines When the app runs them Then it reaches the end, prints nothing raw and still answers")
    func fuzz() async throws {
        let seed = seed
        var maker = FuzzLineMaker(seed: seed)
        var bytes: [UInt8] = []
        for _ in 0..<lineCount {
            bytes += maker.line() + [UInt8(ascii: "\n")]
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("repl-fuzz-\(seed)-\(UUID().uuidString)")
        try Data(bytes).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let app = try await AppFlowHarness()
        let output = CheckedOutput()

        let end = await ReplSession(
            navigator: app.flow, source: try ByteLineReader.openScript(atPath: script.path).get(), output: output,
            currentLanguage: app.container.currentAppLanguage
        ).run()

        #expect(end == .finished, "seed \(seed)")
        #expect(output.problems.isEmpty, "seed \(seed): \(output.problems.prefix(5))")
        let after = RecordingOutput()
        let still = await ReplSession(
            navigator: app.flow, source: ScriptedLineSource(["home", "where"]), output: after,
            currentLanguage: app.container.currentAppLanguage
        ).run()
        #expect(still == .finished)
        #expect(after.lines.count >= 2, "seed \(seed): the app no longer answers")
    }
}
