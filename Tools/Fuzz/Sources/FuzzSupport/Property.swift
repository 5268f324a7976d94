import Foundation

/// A promise of a parser, checked on one input.
public enum Property {
    /// Traps, after saying which promise broke, when `holds` is false: libFuzzer then reports
    /// the input as a crash and writes it out.
    public static func require(
        _ holds: @autoclosure () -> Bool, _ promise: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !holds() else { return }
        FileHandle.standardError.write(Data("property broken (\(file):\(line)): \(promise())\n".utf8))
        abort()
    }
}
