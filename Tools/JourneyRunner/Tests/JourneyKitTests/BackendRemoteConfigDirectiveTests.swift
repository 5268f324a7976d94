import Foundation
import JourneyKit
import Testing

@Suite("The > backend config line")
struct BackendRemoteConfigDirectiveTests {
    @Test("Given > backend config with a JSON object When the journey is parsed Then it is a config directive with the JSON")
    func configDirective() throws {
        let journey = try JourneyFile(
            parsing: "# backend:\n> a\n> backend config {\"toggles\": {\"learnToShare\": false}}\n> b\n", name: "j")

        #expect(journey.sessions[0].backendDirectives == [.config(json: #"{"toggles": {"learnToShare": false}}"#)])
        #expect(journey.sessions[0].stages == [["a", "where"], ["b"]])
    }

    @Test(
        "Given > backend config without a JSON object When the journey is parsed Then the error says what it takes",
        arguments: ["> backend config", "> backend config toggles", "> backend config [1]"])
    func refusesMalformedConfig(_ line: String) {
        let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: "# backend:\n\(line)\n> x\n", name: "j") }

        #expect(error?.line == 2)
        #expect(error?.message.contains("\"> backend config\" takes one JSON object") == true)
    }
}

@Suite("The # config: header")
struct JourneyConfigHeaderTests {
    @Test("Given # config: with a relative path When the world is resolved Then the app gets --config from the journey's folder")
    func resolvesBesideJourney() throws {
        let world = try JourneyWorld(preamble: ["# config: configs/shop.json", "# app: --in-memory"], name: "j")
        let resolved = world.resolvingConfigFile(besideJourneyAt: URL(fileURLWithPath: "/journeys/config/a.journey"))

        #expect(resolved.appArguments == ["--config", "/journeys/config/configs/shop.json", "--in-memory"])
    }

    @Test(
        "Given --config among the # app: words, relative, joined by = or absolute When the world is resolved Then each relative path is made whole from the journey's folder"
    )
    func resolvesAppConfigWordsBesideJourney() throws {
        let location = URL(fileURLWithPath: "/journeys/config/a.journey")
        let apart = try JourneyWorld(preamble: ["# app: --toggle wishlist=off --config shop.yaml"], name: "j")
        let joined = try JourneyWorld(preamble: ["# app: --config=configs/shop.json --in-memory"], name: "j")
        let absolute = try JourneyWorld(preamble: ["# app: --config /etc/shop.json"], name: "j")

        #expect(
            apart.resolvingConfigFile(besideJourneyAt: location).appArguments == [
                "--toggle", "wishlist=off", "--config", "/journeys/config/shop.yaml",
            ])
        #expect(
            joined.resolvingConfigFile(besideJourneyAt: location).appArguments == [
                "--config=/journeys/config/configs/shop.json", "--in-memory",
            ])
        #expect(absolute.resolvingConfigFile(besideJourneyAt: location).appArguments == ["--config", "/etc/shop.json"])
    }

    @Test("Given # config: twice or empty When the journey is read Then the line says it takes one path, once")
    func refusesTwice() {
        let error = #expect(throws: JourneyFileError.self) {
            try JourneyWorld(preamble: ["# config: a.json", "# config: b.json"], name: "j")
        }
        #expect(error?.line == 2)
        #expect(error?.message == "\"# config:\" takes one file's path, once")
    }
}
