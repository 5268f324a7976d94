import Foundation
import StartBenchKit

/// Runs a program once with the dynamic loader's trace on and lists the
/// shared libraries it loaded, those it opened at run time included.
enum LibraryProbe {
    static func libraries(of program: SpawnedProgram, timeLimit: Duration) throws -> [String] {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("start-bench-ld-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: trace) }
        var traced = program
        traced.extraEnvironment["LD_DEBUG"] = "libs"
        traced.standardErrorPath = trace.path
        _ = try traced.timedRun(timeLimit: timeLimit)
        let text = String(decoding: (try? Data(contentsOf: trace)) ?? Data(), as: UTF8.self)
        let paths = LoadedLibraries.paths(inLoaderTrace: text)
        guard !paths.isEmpty else {
            throw RunFailure(description: "the loader printed no trace for \(program.path) (LD_DEBUG needs glibc)")
        }
        return paths
    }
}
