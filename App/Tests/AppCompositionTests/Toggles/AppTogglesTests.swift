import AppSettings
import FeatureKit
import Foundation
import Testing

@testable import AppComposition

@Suite("Feature toggles from flags, settings and the remote config")
struct AppTogglesTests {
    private let declared = [
        FeatureToggle("wishlist", hides: "the wishlist"), FeatureToggle("learnToShare", hides: "learn to share"),
        FeatureToggle("beta", onByDefault: false, hides: "a half-built screen"),
    ]

    @Test("Given --toggle words When read Then on and off are taken and a wrong one is said in words")
    func choices() throws {
        #expect(try ToggleChoice("wishlist=off", declared: declared) == ToggleChoice(name: "wishlist", isOn: false))
        #expect(try ToggleChoice("beta=ON", declared: declared).isOn)
        #expect(throws: CommandLineError.self) { try ToggleChoice("wishlist", declared: declared) }
        #expect(throws: CommandLineError.self) { try ToggleChoice("wishlist=maybe", declared: declared) }
        #expect {
            try ToggleChoice("colour=on", declared: declared)
        } throws: { error in
            "\(error)".contains("there is no toggle colour; there are wishlist, learnToShare, beta")
        }
    }

    @Test("Given a value in every layer When states are made Then the flag beats the setting, which beats the remote config")
    func precedence() {
        let settings = ResolvedSettings(
            values: [
                "toggles.wishlist": ResolvedSetting(
                    key: SettingKey("toggles.wishlist", kind: .onOff), text: "true", source: .environment(variable: "APP_")),
                "toggles.learnToShare": ResolvedSetting(
                    key: SettingKey("toggles.learnToShare", kind: .onOff), text: "false", source: .file(path: "mosaic.json")),
            ], problems: [])
        let remote = RemoteConfigFile(toggles: ["wishlist": false, "learnToShare": true, "beta": true], fetchedAt: Date())
        let states = AppToggles.states(
            choices: [ToggleChoice(name: "wishlist", isOn: false)], settings: settings, remote: remote, declared: declared)
        let byName = Dictionary(uniqueKeysWithValues: states.all.map { ($0.toggle.name, $0) })
        #expect(byName["wishlist"]?.isOn == false)
        #expect(byName["wishlist"]?.source == .flag)
        #expect(byName["learnToShare"]?.isOn == false)
        #expect(byName["learnToShare"]?.source == .file)
        #expect(byName["beta"]?.isOn == true)
        #expect(byName["beta"]?.source == .remote)
    }

    @Test("Given nothing said When states are made Then each toggle has its default, and a session flip says so")
    func defaultsAndSessionFlip() {
        let states = AppToggles.states(choices: [], settings: .none, remote: nil, declared: declared)
        #expect(states.isOn("wishlist"))
        #expect(!states.isOn("beta"))
        #expect(states.set("beta", on: true))
        #expect(states.all.last?.source == .session)
        #expect(!states.set("nothing", on: true))
    }

    @Test("Given every registered feature When their toggles are listed Then the names are unique")
    func uniqueNames() {
        let names = AppToggles.declared.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.contains("learnToShare"))
    }
}
