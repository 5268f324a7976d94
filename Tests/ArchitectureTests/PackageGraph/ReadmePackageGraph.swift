import Foundation

/// The package graph's place in the root README: the Mermaid block between two markers.
struct ReadmePackageGraph {
    static let begin =
        "<!-- package-graph:begin (written by the architecture tests: UPDATE_PACKAGE_GRAPH=1 swift test --filter PackageGraph) -->"
    static let end = "<!-- package-graph:end -->"

    enum Problem: Error, CustomStringConvertible {
        case missingMarkers

        var description: String {
            "README.md has no package-graph markers: put \(ReadmePackageGraph.begin) and \(ReadmePackageGraph.end) around its graph"
        }
    }

    /// The graph block as the README should hold it.
    static func block(_ mermaid: String) -> String {
        "\(begin)\n```mermaid\n\(mermaid)\n```\n\(end)"
    }

    /// The block now between the markers of `readme`, markers included.
    static func current(in readme: String) throws(Problem) -> String {
        guard let start = readme.range(of: begin), let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
        else { throw .missingMarkers }
        return String(readme[start.lowerBound..<stop.upperBound])
    }

    /// `readme` with the block between the markers replaced by `mermaid`'s.
    static func replacing(in readme: String, with mermaid: String) throws(Problem) -> String {
        let old = try current(in: readme)
        return readme.replacingOccurrences(of: old, with: block(mermaid))
    }
}
