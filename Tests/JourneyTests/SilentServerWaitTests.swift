#if os(Linux)
import Foundation
import JourneyKit
import Testing
import TestSupport

/// The app waiting on a contacts server that accepts the request and never answers: the
/// wait must cost no CPU (an earlier HTTP client spun a whole core meanwhile).
@Suite("Given the app waiting on a contacts server that never answers", .timeLimit(.minutes(2)))
struct SilentServerWaitTests {
    private let app = AppLocator.app()

    @Test("When the first load of contacts waits on the silent server Then the app's process uses almost no CPU meanwhile")
    func waitingCostsNoCPU() async throws {
        let server = LoopbackHTTPServer(responses: [.json("{}", delay: .seconds(3600))])
        try server.start()
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("silent-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let endpoint = try server.baseURL.appendingPathComponent("api/").absoluteString
        let runner = JourneyRunner(app: app, extraArguments: ["--contacts-url", endpoint])
        let process = Process()
        process.executableURL = app
        process.arguments = runner.arguments(dataDirectory: work.appendingPathComponent("data"))
        process.environment = runner.environment(workDirectory: work)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        input.fileHandleForWriting.write(Data("contacts\n".utf8))
        try await ConditionWait.until("the app's request") { server.receivedRequests.count >= 1 }

        let before = try cpuTicks(of: process.processIdentifier)
        try await Task.sleep(for: .seconds(2))
        let after = try cpuTicks(of: process.processIdentifier)

        // A process spinning on a core uses about 200 ticks in these 2 seconds; a waiting one, none.
        #expect(after - before < 50, "the app used \(after - before) ticks of CPU (1/100 s each) while waiting")
    }

    /// User plus system CPU time of process `pid`, in clock ticks (`/proc/PID/stat` fields 14 and 15).
    private func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let afterName = try #require(stat.lastIndex(of: ")").map { stat[stat.index(after: $0)...] })
        let fields = afterName.split(separator: " ")
        // `afterName` starts at field 3 (state), so fields 14 and 15 are at 11 and 12.
        let user = try #require(Int(fields[11]))
        let system = try #require(Int(fields[12]))
        return user + system
    }

}
#endif
