import FuzzSupport
import ToolsData

/// What `ToolTipDecoder` promises for any bytes: a tip with the id it was given, never a
/// trap; no more pages and blocks than the input could hold; the same tip when decoded twice.
enum ToolTipProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let tip = ToolTipDecoder().decode(bytes, id: "fuzz")
        Property.require(tip.id == "fuzz", "the id changed to \(tip.id)")
        let records = tip.pages.count + tip.pages.reduce(0) { $0 + $1.count }
        Property.require(records * 4 <= bytes.count, "\(records) pages and blocks from \(bytes.count) bytes")
        Property.require(ToolTipDecoder().decode(bytes, id: "fuzz") == tip, "a second decode differs")
    }
}
