import Primitives

/// Reads a manifest (`<manifest>` in the manifest namespace): its title, the pages,
/// resources and tips it lists, and an article tool's categories. A file without
/// `src` is left out; one without `checksum-sha256` takes the hash its
/// content-addressed `src` is named by. Elements it does not know are skipped.
public struct ToolManifestDecoder: Sendable {
    public init() {}

    public func decode<Bytes: Collection>(_ bytes: Bytes) throws(ContentXMLError) -> ToolManifestDataModel
    where Bytes.Element == UInt8 {
        let root = try ContentXMLReader().read(bytes)
        guard root.name == "manifest" else { throw .malformed(offset: 0) }
        let title = root.element(named: "title")?.text
        let tips = (root.element(named: "tips")?.elements(named: "tip") ?? []).compactMap { element in
            element.attributes["id"].flatMap { id in file(element).map { ToolManifestTipDataModel(id: id, file: $0) } }
        }
        let categories = (root.element(named: "categories")?.elements(named: "category") ?? []).compactMap { element in
            element.attributes["id"].map { id in
                ToolArticleCategoryDataModel(
                    id: id, label: element.element(named: "label")?.text,
                    tags: element.elements(named: "aem-tag").compactMap { $0.attributes["id"] })
            }
        }
        return ToolManifestDataModel(
            tool: root.attributes["tool"], locale: root.attributes["locale"], type: root.attributes["type"],
            title: title?.isEmpty == false ? title : nil,
            pages: (root.element(named: "pages")?.elements(named: "page") ?? []).compactMap(file),
            resources: (root.element(named: "resources")?.elements(named: "resource") ?? []).compactMap(file),
            tips: tips, categories: categories
        )
    }

    private func file(_ element: ContentXMLElement) -> ToolContentFileDataModel? {
        guard let source = element.attributes["src"], !source.isEmpty else { return nil }
        let stem = source.split(separator: ".").first.map(String.init) ?? source
        guard let checksum = element.attributes["checksum-sha256"] ?? (SHA256.isHexDigest(stem) ? stem : nil) else {
            return nil
        }
        return ToolContentFileDataModel(
            filename: element.attributes["filename"], source: source, sha256: checksum,
            size: element.attributes["size"].flatMap { Int($0) }
        )
    }
}
