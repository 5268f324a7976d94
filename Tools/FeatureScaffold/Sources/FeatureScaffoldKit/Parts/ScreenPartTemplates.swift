/// The files a new screen of a feature is made of, `__Feature__`, `__Screen__` and
/// `__screen__` standing for the feature's and the screen's names.
enum ScreenPartTemplates {
    static let viewModel = """
        import Observation
        import ReplKit

        /// The __Screen__ screen's state, and what the person does there (named for it).
        @MainActor
        @Observable
        public final class __Screen__ViewModel {
            /// What the screen lists; empty until it has something.
            public private(set) var state: ScreenState<[String], Never> = .loading

            public init() {}

            public func screenAppeared() async {
                state = .loaded([])
            }
        }

        """

    static let view = """
        import Localization
        import ReplKit

        /// Text view of the __Screen__ screen: its title, then its lines or a note that there are none.
        @MainActor
        public final class __Screen__View: ReplScreen {
            public let viewModel: __Screen__ViewModel
            private let strings: Localizer<__Feature__StringKey>

            public init(viewModel: __Screen__ViewModel, currentAppLanguage: CurrentAppLanguage) {
                self.viewModel = viewModel
                self.strings = __Feature__Strings.localizer(currentAppLanguage)
            }

            public let routeName = "__screen__"
            public var title: String { strings.text(.__screen__Title) }
            public let commands: [ReplCommand] = []

            public func appear() async {
                await viewModel.screenAppeared()
            }

            public func render() -> [String] {
                viewModel.state.lines(
                    empty: { _ in ["  " + strings.text(.__screen__Empty), strings.text(.__screen__Hint)] },
                    content: { lines in lines.map { "  " + $0 } + [strings.text(.__screen__Hint)] }
                )
            }
        }

        """

    static let diContainerExtension = """
        import __Feature__Presentation

        extension __Feature__DiContainer {
            /// The __Screen__ screen, which `__Feature__Flow` pushes on `.__screen__Requested`.
            @MainActor
            public func make__Screen__View() -> __Screen__View {
                __Screen__View(viewModel: __Screen__ViewModel(), currentAppLanguage: currentAppLanguage)
            }
        }

        """

    static let test = """
        import __Feature__Presentation
        import Testing

        @MainActor
        @Suite("__Screen__ screen")
        struct __Screen__ViewModelTests {
            @Test("Given the __Screen__ screen When it appears Then it has loaded, with nothing to list yet")
            func appearsEmpty() async {
                let viewModel = __Screen__ViewModel()

                await viewModel.screenAppeared()

                #expect(viewModel.state.loadedContent == [])
            }
        }

        """

    /// The new flow step's case, under the feature's `FlowStep` enum line.
    static let flowStepCase = [
        "    /// Another screen of the feature leads to __Screen__: emit this from the ViewModel of the screen that does.",
        "    case __screen__Requested",
    ]

    /// Its handling, under the feature flow's `switch step {`.
    static let flowHandling = [
        "        case .__screen__Requested:",
        "            push(diContainer.make__Screen__View())",
    ]

    /// The screen's keys, under the feature's `StringKey` enum line.
    static let stringKeyCases = [
        "    case __screen__Title = \"__screen__.title\"",
        "    case __screen__Empty = \"__screen__.empty\"",
        "    case __screen__Hint = \"__screen__.hint\"",
    ]

    /// The screen's texts per app language: its empty note and its hint. The title is the
    /// screen's name in every language until someone translates it.
    static let texts: [String: (empty: String, hint: String)] = [
        "en": ("Nothing here yet.", "Type back to return."),
        "es": ("Aún no hay nada aquí.", "Escribe back para volver."),
        "fr": ("Rien ici pour l’instant.", "Tapez back pour revenir."),
        "de": ("Hier ist noch nichts.", "Tippe back, um zurückzugehen."),
        "pt": ("Ainda não há nada aqui.", "Digite back para voltar."),
        "ru": ("Здесь пока ничего нет.", "Введите back, чтобы вернуться."),
        "ar": ("لا شيء هنا بعد.", "اكتب back للعودة."),
        "zh-Hans": ("这里还没有内容。", "输入 back 返回。"),
        "af": ("Hier is nog niks nie.", "Tik back om terug te gaan."),
        "am": ("እስካሁን እዚህ ምንም የለም።", "ለመመለስ back ብለው ይጻፉ።"),
        "bn": ("এখানে এখনও কিছু নেই।", "ফিরে যেতে back লিখুন।"),
        "ha": ("Babu komai a nan tukuna.", "Rubuta back don komawa."),
        "hi": ("यहाँ अभी कुछ नहीं है।", "वापस जाने के लिए back लिखें।"),
        "id": ("Belum ada apa-apa di sini.", "Ketik back untuk kembali."),
        "ja": ("まだ何もありません。", "戻るには back と入力してください。"),
        "ko": ("아직 아무것도 없습니다.", "돌아가려면 back을 입력하세요."),
        "lv": ("Šeit vēl nekā nav.", "Ievadiet back, lai atgrieztos."),
        "ne": ("यहाँ अहिले केही छैन।", "फर्कन back टाइप गर्नुहोस्।"),
        "om": ("Ammaaf asii homtuu hin jiru.", "Deebi'uuf back barreessi."),
        "ro": ("Încă nu este nimic aici.", "Tastați back pentru a reveni."),
        "sw": ("Bado hakuna kitu hapa.", "Andika back ili kurudi."),
        "ur": ("یہاں ابھی کچھ نہیں ہے۔", "واپس جانے کے لیے back لکھیں۔"),
        "vi": ("Chưa có gì ở đây.", "Gõ back để quay lại."),
        "zh-Hant": ("這裡還沒有內容。", "輸入 back 返回。"),
    ]
}
