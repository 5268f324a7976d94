import Foundation

/// `/usr/bin/gzip -dc` over a temporary file: an inflater written by others, to check the
/// gzip members this package writes.
enum SystemGunzip {
    static let path = "/usr/bin/gzip"

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What gzip inflates `member` to; throws when gzip refuses it (a bad CRC-32 or length included).
    static func inflated(_ member: [UInt8]) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("member-\(UUID().uuidString).gz")
        try Data(member).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-dc", file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let inflated = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "gzip: " + String(decoding: message, as: UTF8.self))
        }
        return [UInt8](inflated)
    }
}
