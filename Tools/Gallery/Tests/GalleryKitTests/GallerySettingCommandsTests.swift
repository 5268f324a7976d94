import GalleryKit
import Localization
import ReplKit
import Testing

@MainActor
@Suite("Given the gallery's columns and lang commands")
struct GallerySettingCommandsTests {
    @Test("When columns is given a width out of 20–400 Then it says what it takes and the width stays")
    func columnsOutOfRange() async {
        let navigator = makeNavigator()

        let outcome = await navigator.run("columns", ["7"])

        #expect(outcome == .failure("columns takes a number from 20 to 400, not \"7\""))
        #expect(navigator.settings.columns == 80)
    }

    @Test("When columns is given 120 Then screens are laid out in 120 columns")
    func columnsChanged() async {
        let navigator = makeNavigator()

        let outcome = await navigator.run("columns", ["120"])

        #expect(outcome == .render)
        #expect(navigator.settings.columns == 120)
    }

    @Test("When lang is given ar Then the gallery is in Arabic, which is written right to left")
    func languageChanged() async {
        let navigator = makeNavigator()

        _ = await navigator.run("lang", ["ar"])

        #expect(navigator.settings.currentLanguage.language.code == "ar")
        #expect(navigator.settings.currentLanguage.language.direction == .rightToLeft)
        #expect(navigator.screens.last?.title == "معرض المكوّنات")
    }

    @Test("When lang is given a code the app lacks Then it lists the codes it has")
    func unknownLanguage() async {
        let navigator = makeNavigator()

        let outcome = await navigator.run("lang", ["xx"])

        #expect(outcome == .failure("there is no app language \"xx\" — type one of \(Self.codes)"))
        #expect(
            Self.codes
                == "en, es, fr, pt, de, ru, ar, zh-Hans, af, am, bn, ha, hi, id, ja, ko, lv, ne, om, ro, sw, ur, vi, zh-Hant")
    }

    private static var codes: String {
        SupportedAppLanguages.all.map(\.code).joined(separator: ", ")
    }
}
