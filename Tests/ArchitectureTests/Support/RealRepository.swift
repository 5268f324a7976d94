import Foundation

/// The facts of this repository, read once per test run with the real manifest reader
/// (`swift package dump-package`) and the import scanner, and shared by the tests.
///
/// The reading blocks while the `swift` processes run, so it happens on a Dispatch queue
/// rather than on Swift concurrency's few cooperative threads, which the other tests keep using.
enum RealRepository {
    private static let loading = Task<RepositoryFacts, any Error> {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let layout = try RepositoryLayout.enclosingRepository()
                        return try RepositoryFactsLoader(layout: layout, manifests: try PackageManifestReader.usingSwiftOnPath())
                            .load()
                    })
            }
        }
    }

    static func facts() async throws -> RepositoryFacts {
        try await loading.value
    }

    static func rules() async throws -> ArchitectureRules {
        ArchitectureRules(facts: try await facts())
    }
}
