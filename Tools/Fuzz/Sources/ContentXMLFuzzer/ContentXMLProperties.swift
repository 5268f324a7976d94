import FuzzSupport
import ToolsData

/// What `ContentXMLReader` promises for any bytes: an error it throws, never a trap, at an
/// offset inside the input; a tree no bigger than the input could hold, nor deeper than its
/// limit; the same tree when read twice; and the same tree again when written back as XML and read once more.
enum ContentXMLProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let root: ContentXMLElement
        do {
            root = try ContentXMLReader().read(bytes)
        } catch {
            if case .malformed(let offset) = error {
                Property.require((0...bytes.count).contains(offset), "error offset \(offset) outside 0...\(bytes.count)")
            }
            return
        }
        let elements = ContentXMLTree.elementCount(root)
        Property.require(elements * 4 <= bytes.count, "\(elements) elements from \(bytes.count) bytes")
        let depth = ContentXMLTree.depth(root)
        Property.require(depth <= ContentXMLReader.deepestNesting + 1, "\(depth) levels of elements")
        Property.require((try? ContentXMLReader().read(bytes)) == root, "a second read differs")
        let written = ContentXMLWriter.xml(root)
        guard let reread = try? ContentXMLReader().read(Array(written.utf8)) else {
            Property.require(false, "written back, it does not read: \(written.prefix(400))")
            return
        }
        Property.require(
            ContentXMLTree.normalized(reread) == ContentXMLTree.normalized(root),
            "written back and read again, it differs: \(written.prefix(400))")
    }
}
