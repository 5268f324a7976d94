import Foundation
import JourneyKit
import Testing

/// `app --open ROUTE` as a process: a route that does not resolve, or names what is not
/// there, is said on standard error, and the session starts at home and runs to its end.
@Suite("Starting the app at a route")
struct OpenRouteProcessTests {
    private func run(open route: String) async throws -> AppProcessResult {
        try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(), arguments: ["--in-memory", "--open", route],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
            standardInput: "where\n"
        )
    }

    @Test("Given a mistyped route When the app starts with --open Then stderr names the closest route and the session is at home")
    func unknownRoute() async throws {
        let result = try await run(open: "tols/kgp")

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        #expect(
            result.standardError
                == "app: There is no screen at \"tols/kgp\" — the closest route is tools/{abbreviation}.\n")
        #expect(result.standardOutput == "Home\n")
    }

    @Test("Given a route to a tool the app does not have When the app starts with --open Then the feature's message is on stderr")
    func refusedRoute() async throws {
        let result = try await run(open: "tools/nope")

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardError == "app: There is no tool \"nope\".\n")
        #expect(result.standardOutput == "Home\n")
    }

    @Test("Given a knowgod.com link When the app starts with --open Then the tool's reader is on top of its details and the list")
    func openLink() async throws {
        let result = try await run(open: "https://knowgod.com/en/kgp")

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput == "Home › Tools › Knowing God Personally › Knowing God Personally\n")
    }

    @Test("Given --strict When the route of --open does not open Then the run stops there with status 1, the message on stderr")
    func strictStops() async throws {
        let result = try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(), arguments: ["--in-memory", "--strict", "--open", "products/NOPE"],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], standardInput: "where\n"
        )

        #expect(result.exitStatus == 1, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardError == "app: There is no product \"NOPE\".\n")
        #expect(result.standardOutput.isEmpty)
    }
}
