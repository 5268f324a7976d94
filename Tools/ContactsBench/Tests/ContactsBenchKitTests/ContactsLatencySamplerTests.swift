import ContactsBenchKit
import Testing

@Suite("Contacts bench sampler")
struct ContactsLatencySamplerTests {
    private let answer = ContactsBenchAnswer(ids: ["a"], names: ["Ana Silva"])

    @Test("Given a scenario whose reference finds the same When measured Then both sides have one time per run")
    func measures() async throws {
        let answer = answer
        let scenario = ContactsBenchScenario(name: "page 1", app: { answer }, reference: { $0 })

        let row = try await ContactsLatencySampler(runs: 7, warmUp: 2).measure(scenario)

        #expect(row?.fullStack.runs == 7)
        #expect(row?.handWritten?.runs == 7)
    }

    @Test("Given a reference that finds other contacts When measured Then the bench stops, naming the scenario")
    func mismatchStops() async throws {
        let answer = answer
        let scenario = ContactsBenchScenario(
            name: "search", app: { answer }, reference: { _ in ContactsBenchAnswer(ids: [], names: []) })

        await #expect(throws: ContactsBenchFailure.self) {
            try await ContactsLatencySampler(runs: 1, warmUp: 1).measure(scenario)
        }
    }
}
