import FuzzSupport
import ToolsData

/// What `ToolPageDecoder` promises for any bytes: a page, never a trap; `.malformed` exactly
/// when the bytes are not XML; no more blocks, cards or modals than the input could hold;
/// no empty text shown; the same page when decoded twice.
enum ToolPageProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let page = ToolPageDecoder().decode(bytes)
        let readable = (try? ContentXMLReader().read(bytes)) != nil
        let malformed = page.layout == .unreadable(.malformed)
        Property.require(malformed != readable, "malformed is \(malformed) for XML that reads: \(readable)")
        let cards: Int
        if case .tract(let tract) = page.layout {
            cards = tract.cards.count + tract.modals.count
        } else {
            cards = 0
        }
        let records = page.blocks.count + cards + page.articleTags.count
        Property.require(records * 4 <= bytes.count, "\(records) records from \(bytes.count) bytes")
        for block in page.blocks {
            switch block {
            case .heading(let text), .paragraph(let text), .listItem(let text):
                Property.require(!text.isEmpty, "an empty \(block)")
            default:
                continue
            }
        }
        Property.require(ToolPageDecoder().decode(bytes) == page, "a second decode differs")
    }
}
