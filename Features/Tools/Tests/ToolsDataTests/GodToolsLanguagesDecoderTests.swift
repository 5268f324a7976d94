import Foundation
import Testing
import ToolsData

@Suite("GodTools languages decoder")
struct GodToolsLanguagesDecoderTests {
    @Test("Given a languages document with unreadable entries When it is decoded Then the readable languages stay in order")
    func readableLanguagesStay() throws {
        let languages = try GodToolsLanguagesDecoder().decode(ContentDocumentFixtures.languages)
        #expect(languages.map(\.code) == ["ar", "en", "ceb", "es"])
    }

    @Test("Given a right-to-left language When it is decoded Then it says so")
    func direction() throws {
        let languages = try GodToolsLanguagesDecoder().decode(ContentDocumentFixtures.languages)
        #expect(languages.first { $0.code == "ar" }?.isRightToLeft == true)
        #expect(languages.first { $0.code == "es" }?.isRightToLeft == false)
    }

    @Test("Given a language with force-language-name When it is decoded Then the flag is kept")
    func forceLanguageName() throws {
        let languages = try GodToolsLanguagesDecoder().decode(ContentDocumentFixtures.languages)
        #expect(languages.first { $0.code == "ceb" }?.forceLanguageName == true)
    }

    @Test("Given bytes that are not JSON When they are decoded Then it throws notADocument")
    func notJSON() {
        #expect(throws: ToolsContentDecodingError.notADocument) {
            try GodToolsLanguagesDecoder().decode(Data("<html>".utf8))
        }
    }

    @Test("Given an error document When it is decoded Then it throws the server's detail")
    func errorDocument() {
        #expect(throws: ToolsContentDecodingError.serverError("Resource not found")) {
            try GodToolsLanguagesDecoder().decode(ContentDocumentFixtures.errorDocument)
        }
    }
}
