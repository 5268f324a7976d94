import FuzzSupport
import ToolsData

/// What `ToolManifestDecoder` promises for any bytes: a manifest or a `ContentXMLError`,
/// never a trap; no more files, tips or categories than the input could hold; every file
/// with a source; the same manifest when decoded twice.
enum ToolManifestProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let manifest: ToolManifestDataModel
        do {
            manifest = try ToolManifestDecoder().decode(bytes)
        } catch {
            if case .malformed(let offset) = error {
                Property.require((0...bytes.count).contains(offset), "error offset \(offset) outside 0...\(bytes.count)")
            }
            return
        }
        let files = manifest.pages + manifest.resources + manifest.tips.map(\.file)
        let records = files.count + manifest.categories.count
        Property.require(records * 4 <= bytes.count, "\(records) records from \(bytes.count) bytes")
        for file in files {
            Property.require(!file.source.isEmpty, "a file without a source: \(file)")
        }
        Property.require(manifest.title?.isEmpty != true, "an empty title kept")
        Property.require((try? ToolManifestDecoder().decode(bytes)) == manifest, "a second decode differs")
    }
}
