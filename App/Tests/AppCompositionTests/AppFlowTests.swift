import AppComposition
import ReplKit
import Testing

@MainActor
@Suite("App flow")
struct AppFlowTests {
    @Test("Given the app just started When nothing is typed Then the home screen is the only screen")
    func startsAtHome() async throws {
        let app = try await AppFlowHarness()
        #expect(app.titles == ["Home"])
    }

    @Test("Given the registered features When the home screen renders Then each is listed in order with its command word")
    func homeListsRegisteredFeatures() async throws {
        let app = try await AppFlowHarness()
        let rows = app.flow.screens.first?.render() ?? []

        #expect(
            rows.prefix(2) == [
                "  1. Contacts [contacts] — browse, search and edit your contacts",
                "  2. Languages [languages] — choose the language the app is shown in",
            ])
    }

    @Test("Given the home screen When the person types languages Then language settings are shown on top of home")
    func globalFeatureCommand() async throws {
        let app = try await AppFlowHarness()

        await app.run("languages")

        #expect(app.titles == ["Home", "Language settings"])
        #expect(app.flow.children.count == 1)
    }

    @Test("Given the home screen When the person opens item 2 Then the second feature listed opens")
    func openByNumber() async throws {
        let app = try await AppFlowHarness()

        await app.run("open", "2")

        #expect(app.titles == ["Home", "Language settings"])
    }

    @Test("Given the app in Spanish When the person opens a feature by the name the home screen shows Then it opens")
    func openByLocalizedName() async throws {
        let app = try await AppFlowHarness(environment: ["LANG": "es_ES.UTF-8"])

        await app.run("open", "idiomas")

        #expect(app.titles == ["Inicio", "Configuración de idioma"])
    }

    @Test("Given the app languages list When the person types home Then only home is left and the Languages flow has finished")
    func homeFinishesChildFlows() async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")
        await app.run("choose")

        await app.run("home")

        #expect(app.titles == ["Home"])
        #expect(app.flow.children.isEmpty)
    }

    @Test("Given a confirmation for Spanish When the person confirms Then language settings show, in Spanish")
    func confirmReturnsToSettings() async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")
        await app.run("choose")
        await app.run("choose", "es")
        #expect(app.titles.last == "Change app language")

        await app.run("confirm")

        #expect(app.titles.count == 2)
        #expect(app.container.currentAppLanguage.language.code == "es")
        #expect(app.titles.last == "Configuración de idioma")
    }

    @Test("Given a confirmation When the person types back Then it is dismissed and the language is unchanged")
    func backDismisses() async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")
        await app.run("choose")
        await app.run("choose", "ru")

        await app.run("back")

        #expect(app.titles == ["Home", "Language settings", "App languages"])
        #expect(app.container.currentAppLanguage.language.code == "en")
    }

    @Test("Given a build without Tools When the person types lessons, a screen only Tools provides Then it says so and stays put")
    func unavailableFeature() async throws {
        let app = try await AppFlowHarness(leavingOut: ["tools"])

        let outcome = await app.run("lessons")

        #expect(outcome == .failure("Lessons is not in this version of the app yet."))
        #expect(app.titles == ["Home"])
    }

    @Test(
        "Given the full app When the person types lessons from another feature's screen Then Tools opens the lessons on top of home"
    )
    func lessonsRegisteredByTools() async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")

        await app.run("lessons")

        #expect(app.titles == ["Home", "Lessons"])
    }

    @Test(
        "Given Language settings When the person types downloads Then Downloadable languages opens on top and back returns to the settings"
    )
    func downloadsFromLanguageSettings() async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")

        await app.run("downloads")
        #expect(app.titles == ["Home", "Language settings", "Downloadable languages"])

        await app.run("back")
        #expect(app.titles == ["Home", "Language settings"])
    }

    @Test("Given nothing downloaded When Language settings show Then they list no tool language available offline")
    func settingsListOfflineToolLanguages() async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")

        #expect(app.flow.screens.last?.render().contains("  Tool languages available offline: none") == true)
    }

    @Test("Given a screen of another feature When the person types bag or wishlist Then Products opens them on top of home")
    func shoppingEntriesWorkFromAnywhere() async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")

        await app.run("bag")
        #expect(app.titles == ["Home", "Bag"])

        await app.run("wishlist")
        #expect(app.titles == ["Home", "Wishlist"])
    }

    @Test("Given LANG=de_DE.UTF-8 on a first launch When the app starts Then the home screen is in German")
    func firstLaunchLanguage() async throws {
        let app = try await AppFlowHarness(environment: ["LANG": "de_DE.UTF-8"])
        #expect(app.container.currentAppLanguage.language.code == "de")
        #expect(app.titles == ["Startseite"])
    }
}
