import Foundation
import Testing

@testable import BackendKit

@Suite("Faults, as the backend decides them")
struct BackendFaultTests {
    let backend = Backend()

    private func outcome(scenario: String, target: String = "/api/?results=2") async throws -> BackendOutcome {
        backend.scenario.replace(text: scenario, rules: try ScenarioParser.parse(scenario).get())
        return await backend.handle(BackendRequest(target: target))
    }

    @Test("Given no scenario When asked Then the route answers at once")
    func noFault() async throws {
        let outcome = try await outcome(scenario: "")
        #expect(outcome.delay == .zero)
        guard case .respond(let response) = outcome.action else { throw Failure() }
        #expect(response.status == 200)
    }

    @Test("Given latency rules When asked Then the delays add up and the answer is the route's")
    func latency() async throws {
        let outcome = try await outcome(scenario: "/api latency 100\n* latency 50")
        #expect(outcome.delay == .milliseconds(150))
        guard case .respond(let response) = outcome.action else { throw Failure() }
        #expect(response.status == 200)
    }

    @Test("Given status 429 with retry-after When asked Then 429, Retry-After and an error body")
    func status() async throws {
        guard case .respond(let response) = try await outcome(scenario: "/api status 429 retry-after 7").action else {
            throw Failure()
        }
        #expect(response.status == 429)
        #expect(response.header("Retry-After") == "7")
        #expect(response.text.contains("error"))
    }

    @Test("Given status 401 When asked Then 401 with WWW-Authenticate")
    func unauthorized() async throws {
        guard case .respond(let response) = try await outcome(scenario: "/api status 401").action else { throw Failure() }
        #expect(response.status == 401)
        #expect(response.header("WWW-Authenticate") != nil)
    }

    @Test("Given cut When asked Then the route's answer is cut short, never whole")
    func cut() async throws {
        guard case .cut(let response, let bytes) = try await outcome(scenario: "/api cut 10").action else { throw Failure() }
        #expect(bytes == 10 && response.body.count > 10)
        guard case .cut(let whole, let all) = try await outcome(scenario: "/api cut 100000000").action else { throw Failure() }
        #expect(all == whole.body.count - 1)
    }

    @Test("Given invalid-json When asked Then 200 with a JSON type and a body no JSON reader takes")
    func invalidJSON() async throws {
        guard case .respond(let response) = try await outcome(scenario: "/api invalid-json").action else { throw Failure() }
        #expect(response.status == 200 && response.header("Content-Type") == "application/json")
        #expect((try? JSONSerialization.jsonObject(with: Data(response.body))) == nil)
    }

    @Test("Given gzip-bomb When asked Then a small gzip body that says it inflates to the size")
    func gzipBomb() async throws {
        guard case .respond(let response) = try await outcome(scenario: "/api gzip-bomb 1").action else { throw Failure() }
        #expect(response.header("Content-Encoding") == "gzip")
        #expect(Array(response.body.prefix(3)) == [0x1F, 0x8B, 8])
        #expect(response.body.count < 16 << 10)
        let size = response.body.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        #expect(size == 1 << 20)
    }

    @Test("Given endless, reset and down When asked Then the adapter is told to perform them")
    func connectionFaults() async throws {
        guard case .endless = try await outcome(scenario: "/api endless").action else { throw Failure() }
        #expect(try await outcome(scenario: "/api reset").action == .reset)
        #expect(try await outcome(scenario: "* down").action == .down)
    }

    @Test("Given a fault on /api When another route is asked Then it answers as usual")
    func otherRoutes() async throws {
        guard case .respond(let response) = try await outcome(scenario: "/api down", target: "/languages").action else {
            throw Failure()
        }
        #expect(response.status == 200)
    }

    @Test("Given * down When a control route is asked Then it still answers")
    func controlRoutesMeetNoFault() async throws {
        guard case .respond(let response) = try await outcome(scenario: "* down", target: "/_backend/scenario").action else {
            throw Failure()
        }
        #expect(response.text == "* down")
    }

    private struct Failure: Error {}
}
