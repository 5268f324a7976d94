import Primitives

/// Reads a manifest (`<manifest>` in the manifest namespace): its title and the pages
/// and resources it lists. A page without `src` is left out; one without
/// `checksum-sha256` takes the hash its content-addressed `src` is named by.
public struct ToolManifestDecoder: Sendable {
    public init() {}

    public func decode<Bytes: Collection>(_ bytes: Bytes) throws(ContentXMLError) -> ToolManifestDataModel
    where Bytes.Element == UInt8 {
        let root = try ContentXMLReader().read(bytes)
        guard root.name == "manifest" else { throw .malformed(offset: 0) }
        let title = root.element(named: "title")?.text
        return ToolManifestDataModel(
            tool: root.attributes["tool"], locale: root.attributes["locale"], type: root.attributes["type"],
            title: title?.isEmpty == false ? title : nil,
            pages: files(root.element(named: "pages")?.elements(named: "page") ?? []),
            resources: files(root.element(named: "resources")?.elements(named: "resource") ?? [])
        )
    }

    private func files(_ elements: [ContentXMLElement]) -> [ToolContentFileDataModel] {
        elements.compactMap { element in
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
}
