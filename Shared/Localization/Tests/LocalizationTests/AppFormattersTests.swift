import Foundation
import Localization
import Testing

@Suite("Given formatters for an app language")
struct AppFormattersTests {
    private let utc = TimeZone(identifier: "UTC") ?? .gmt
    /// 1990-03-03T00:00:00Z
    private let thirdOfMarch1990 = Date(timeIntervalSince1970: 636_422_400)

    @Test("When English formats 1234567 Then the digits are grouped with commas")
    func englishGrouping() {
        #expect(AppFormatters(language: .english).number(1_234_567) == "1,234,567")
    }

    @Test("When German formats 1234567 Then the digits are grouped with dots")
    func germanGrouping() {
        #expect(AppFormatters(language: .german).number(1_234_567) == "1.234.567")
    }

    @Test("When a negative number is formatted Then the sign is kept")
    func negative() {
        #expect(AppFormatters(language: .english).number(-42) == "-42")
    }

    @Test("When Spanish formats an amount in euros Then it reads with a decimal comma and a trailing euro sign")
    func spanishEuros() {
        let text = AppFormatters(language: .spanish).currency(Decimal(12_345.5), currencyCode: "EUR")
        #expect(text == "12.345,50\u{00A0}€")
    }

    @Test("When English formats an amount in euros Then the euro sign leads")
    func englishEuros() {
        let text = AppFormatters(language: .english).currency(Decimal(string: "1234.5") ?? 0, currencyCode: "EUR")
        #expect(text == "€1,234.50")
    }

    @Test("When English formats 129900 pence Then it reads as pounds with two decimals")
    func minorUnitsInPounds() {
        #expect(AppFormatters(language: .english).currency(minorUnits: 129_900, currencyCode: "GBP") == "£1,299.00")
    }

    @Test("When English formats an amount of yen given in minor units Then no division happens, yen having none")
    func minorUnitsInYen() {
        #expect(AppFormatters(language: .english).currency(minorUnits: 1_500, currencyCode: "JPY") == "¥1,500")
    }

    @Test("When English formats Kuwaiti dinars given in minor units Then three decimals are kept")
    func minorUnitsInDinars() {
        #expect(AppFormatters(language: .english).currency(minorUnits: 1_500, currencyCode: "KWD").contains("1.500"))
    }

    @Test("When Spanish formats a long date in UTC Then the day and month are written out")
    func spanishLongDate() {
        let formatters = AppFormatters(language: .spanish, timeZone: utc)
        #expect(formatters.longDate(thirdOfMarch1990) == "3 de marzo de 1990")
    }

    @Test("When English formats a long date in UTC Then it reads month first")
    func englishLongDate() {
        let formatters = AppFormatters(language: .english, timeZone: utc)
        #expect(formatters.longDate(thirdOfMarch1990) == "March 3, 1990")
    }

    @Test("When an instant falls on different days in two time zones Then the formatter's zone decides the day")
    func timeZoneDecides() throws {
        let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let twoAM = thirdOfMarch1990.addingTimeInterval(2 * 3_600)
        #expect(AppFormatters(language: .spanish, timeZone: utc).longDate(twoAM) == "3 de marzo de 1990")
        #expect(AppFormatters(language: .spanish, timeZone: losAngeles).longDate(twoAM) == "2 de marzo de 1990")
    }

    @Test("When a short date is formatted in English and German Then each uses its own numeric order")
    func shortDates() {
        #expect(AppFormatters(language: .english, timeZone: utc).shortDate(thirdOfMarch1990) == "3/3/90")
        #expect(AppFormatters(language: .german, timeZone: utc).shortDate(thirdOfMarch1990) == "03.03.90")
    }
}
