import Foundation
import ProductListingBenchKit

/// Times the browse phase in a fresh process of this bench, on the catalog the import just
/// kept in the scratch folder: a process that imported a million products keeps heap the
/// import fragmented (glibc holds freed pages for reuse), which would count in browsing's peak.
struct FreshBrowseProcess {
    let options: ListingBenchOptions
    let scratch: URL

    func run() throws -> BrowsePhaseResults {
        let results = scratch.appendingPathComponent("browse-results-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: results) }
        let process = Process()
        // This very executable, however it was started.
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = options.browsePhaseArguments(scratch: scratch.path, results: results.path)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchFailure("the fresh process timing the browsing failed: status \(process.terminationStatus)")
        }
        return try BrowsePhaseResults.read(from: results)
    }
}
