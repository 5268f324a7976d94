/// Reads a training tip file (`<tip>` in namespace `…/xmlns/training`): its type and its
/// pages' content. A file that is not a tip reads as a tip with no pages.
public struct ToolTipDecoder: Sendable {
    public init() {}

    public func decode<Bytes: Collection>(_ bytes: Bytes, id: String) -> ToolTipDataModel where Bytes.Element == UInt8 {
        guard let root = try? ContentXMLReader().read(bytes), root.name == "tip" else {
            return ToolTipDataModel(id: id, type: "tip", pages: [])
        }
        let pages = (root.element(named: "pages")?.elements(named: "page") ?? []).map { ToolContentDecoder().content(of: $0) }
        return ToolTipDataModel(id: id, type: root.attributes["type"] ?? "tip", pages: pages)
    }
}
