/// The body of a whole HTTP/1.1 answer read until the server closed: after the blank line
/// that ends the head, chunked transfer coding undone.
enum HTTPAnswerBody {
    static func body(of answer: [UInt8]) -> [UInt8] {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = firstIndex(of: separator, in: answer, from: 0) else { return [] }
        let head = String(decoding: answer[..<end], as: UTF8.self).lowercased()
        let body = Array(answer[(end + separator.count)...])
        return head.contains("transfer-encoding: chunked") ? unchunked(body) : body
    }

    private static func unchunked(_ bytes: [UInt8]) -> [UInt8] {
        let lineEnd: [UInt8] = Array("\r\n".utf8)
        var result: [UInt8] = []
        var index = 0
        while let sizeEnd = firstIndex(of: lineEnd, in: bytes, from: index) {
            let sizeText = String(decoding: bytes[index..<sizeEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size > 0 else { break }
            let start = sizeEnd + lineEnd.count
            guard start + size <= bytes.count else { break }
            result += bytes[start..<(start + size)]
            index = start + size + lineEnd.count
        }
        return result
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
