import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The folder of the running executable: where the package manager puts each target's
/// resource folder (`<Package>_<Target>.resources`) beside it.
public enum ExecutableFolder {
    /// Read once from the system (`/proc/self/exe`); nil where the system does not say, or
    /// on platforms whose resource bundles are not folders beside the executable.
    public static let url: URL? = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return URL(fileURLWithPath: path).deletingLastPathComponent()
        #else
        return nil
        #endif
    }()

    /// `<name>.resources` beside the executable when it is there.
    public static func resources(named name: String) -> URL? {
        guard let folder = url?.appendingPathComponent("\(name).resources", isDirectory: true) else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return folder
    }
}
