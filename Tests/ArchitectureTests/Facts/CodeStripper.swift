/// Removes comments and string-literal contents from Swift source, one line at a time,
/// carrying block comments (which nest) and multi-line strings across lines.
struct CodeStripper {
    private var blockCommentDepth = 0
    private var inMultilineString = false

    mutating func code(in line: Substring) -> String {
        var code = ""
        var inString = false
        var index = line.startIndex
        func next(_ offset: Int) -> Character? {
            line.index(index, offsetBy: offset, limitedBy: line.endIndex).flatMap { $0 < line.endIndex ? line[$0] : nil }
        }
        func startsWith(_ text: String) -> Bool {
            line[index...].hasPrefix(text)
        }
        while index < line.endIndex {
            let character = line[index]
            if blockCommentDepth > 0 {
                if startsWith("/*") {
                    blockCommentDepth += 1
                    index = line.index(index, offsetBy: 2)
                } else if startsWith("*/") {
                    blockCommentDepth -= 1
                    index = line.index(index, offsetBy: 2)
                } else {
                    index = line.index(after: index)
                }
                continue
            }
            if inMultilineString {
                if startsWith("\"\"\"") {
                    inMultilineString = false
                    index = line.index(index, offsetBy: 3)
                } else {
                    index = line.index(index, offsetBy: character == "\\" && next(1) != nil ? 2 : 1)
                }
                continue
            }
            if inString {
                if character == "\"" { inString = false }
                index = line.index(index, offsetBy: character == "\\" && next(1) != nil ? 2 : 1)
                continue
            }
            if startsWith("//") { break }
            if startsWith("/*") {
                blockCommentDepth += 1
                index = line.index(index, offsetBy: 2)
                continue
            }
            if startsWith("\"\"\"") {
                inMultilineString = true
                code.append(" ")
                index = line.index(index, offsetBy: 3)
                continue
            }
            if character == "\"" {
                inString = true
                code.append(" ")
                index = line.index(after: index)
                continue
            }
            code.append(character)
            index = line.index(after: index)
        }
        return code
    }
}
