import Foundation

/// The shared libraries a program loaded, read from the dynamic loader's
/// trace (`LD_DEBUG=libs` on glibc). The loader prints
/// `PID:  calling init: PATH` once for each library it initialises, whether
/// the program linked it or opened it later; the program itself has no such line.
public enum LoadedLibraries {
    /// The distinct library paths in `trace`, in the order first seen.
    public static func paths(inLoaderTrace trace: String) -> [String] {
        let marker = "calling init: "
        var seen: Set<String> = []
        var paths: [String] = []
        for line in trace.split(separator: "\n") {
            guard let range = line.range(of: marker) else { continue }
            let path = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            if !path.isEmpty, seen.insert(path).inserted {
                paths.append(path)
            }
        }
        return paths
    }
}
