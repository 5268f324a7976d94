import Foundation
import FuzzSupport
import ScannedJSON

@testable import ProductListingData

/// What `JSONByteScanner` promises for any bytes: a `Failure` it throws, never a trap, at an
/// offset inside the input; skipping a value and reading it agree on whether it is JSON;
/// what it reads, written back as JSON, reads the same; and what it takes, Foundation's
/// strict JSON reader takes too (the scanner is the stricter of the two, but for exponents).
enum JSONByteScannerProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        var skipping = JSONByteScanner(bytes)
        let skipped: Bool
        do {
            try skipping.skipValue()
            try skipping.end()
            skipped = true
        } catch let failure as JSONByteScanner.Failure {
            Property.require((0...bytes.count).contains(failure.offset), "failure offset \(failure.offset) of \(bytes.count)")
            skipped = false
        } catch {
            Property.require(false, "an error that is not a Failure: \(error)")
            return
        }
        let value = ScannedJSON.read(bytes)
        Property.require((value != nil) == skipped, "skipValue says \(skipped), reading says \(value != nil)")
        guard let value else { return }
        let written = Array(value.json.utf8)
        let reread = written.withUnsafeBytes { ScannedJSON.read($0) }
        Property.require(reread == value, "written back it reads differently: \(value.json.prefix(300))")
        // Foundation also refuses numbers too big for a Double (`1e400`, 400 digits), which the
        // grammar allows.
        guard !bytes.contains(UInt8(ascii: "e")), !bytes.contains(UInt8(ascii: "E")), !hasLongNumber(bytes) else {
            return
        }
        let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        Property.require(foundation != nil, "Foundation refuses what the scanner takes")
    }

    /// Whether a run of more than 300 digits (a number past a Double's range) is in `bytes`.
    private static func hasLongNumber(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var run = 0
        for byte in bytes {
            run = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? run + 1 : 0
            if run > 300 { return true }
        }
        return false
    }
}
