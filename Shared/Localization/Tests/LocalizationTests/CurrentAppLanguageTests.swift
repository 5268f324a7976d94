import Localization
import SystemKit
import Testing

/// Collects the language codes an observer is called with.
private final class CodeRecorder: Sendable {
    private let codes = LockedState<[String]>([])

    var recorded: [String] { codes.withLock { $0 } }

    func record(_ language: AppLanguage) {
        codes.withLock { $0.append(language.code) }
    }

    func record(_ label: String) {
        codes.withLock { $0.append(label) }
    }
}

@Suite("Given the current app language")
struct CurrentAppLanguageTests {
    @Test("When nothing is chosen Then it is English")
    func defaultsToEnglish() {
        #expect(CurrentAppLanguage().language == SupportedAppLanguages.english)
    }

    @Test("When it changes Then the new language is read and the observer is called with it")
    func observerCalled() {
        let current = CurrentAppLanguage()
        let recorder = CodeRecorder()
        let token = current.observe { recorder.record($0) }

        current.change(to: .russian)

        #expect(current.language == .russian)
        #expect(recorder.recorded == ["ru"])
        withExtendedLifetime(token) {}
    }

    @Test("When it is set to the language already in effect Then observers are not called")
    func sameLanguage() {
        let current = CurrentAppLanguage(.spanish)
        let recorder = CodeRecorder()
        let token = current.observe { recorder.record($0) }

        current.change(to: .spanish)

        #expect(recorder.recorded == [])
        withExtendedLifetime(token) {}
    }

    @Test("When the observation token is released Then the observer is no longer called")
    func releasedToken() {
        let current = CurrentAppLanguage()
        let recorder = CodeRecorder()
        do {
            let token = current.observe { recorder.record($0) }
            current.change(to: .german)
            withExtendedLifetime(token) {}
        }

        current.change(to: .russian)

        #expect(recorder.recorded == ["de"])
    }

    @Test("When several observers watch Then each is called, in the order they started observing")
    func severalObservers() {
        let current = CurrentAppLanguage()
        let recorder = CodeRecorder()
        let first = current.observe { recorder.record("first:\($0.code)") }
        let second = current.observe { recorder.record("second:\($0.code)") }

        current.change(to: .spanish)

        #expect(recorder.recorded == ["first:es", "second:es"])
        withExtendedLifetime((first, second)) {}
    }

    @Test("When an observer reads the language during the call Then it already sees the new one")
    func readsNewLanguage() {
        let current = CurrentAppLanguage()
        let recorder = CodeRecorder()
        let token = current.observe { [current] _ in recorder.record(current.language) }

        current.change(to: .german)

        #expect(recorder.recorded == ["de"])
        withExtendedLifetime(token) {}
    }
}
