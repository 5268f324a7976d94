extension ContentLanguage {
    private static func make(
        _ id: Int, _ code: String, _ name: String, rtl: Bool = false, force: Bool = false,
        tools: Int, lessons: Int, _ nouns: [String], _ pair: String, _ sentences: [String]
    ) -> ContentLanguage {
        ContentLanguage(
            id: String(id), code: code, name: name, isRightToLeft: rtl, forceLanguageName: force,
            toolCoverage: tools, lessonCoverage: lessons, nouns: nouns, pairTemplate: pair, sentences: sentences
        )
    }

    /// Every language of the content set, by id. English first: every tool and lesson has it,
    /// except the few whose default locale is another language.
    static let all: [ContentLanguage] = [
        make(
            1, "en", "English", tools: 100, lessons: 100,
            ["God", "Love", "Life", "Hope", "Faith", "Prayer", "Truth", "Grace", "Peace", "Joy"], "{a} and {b}",
            ["God loves you and offers a plan for your life.", "Take a moment to think about what this means for you."]),
        make(
            2, "es", "Spanish", tools: 85, lessons: 80,
            ["Dios", "Amor", "Vida", "Esperanza", "Fe", "Oración", "Verdad", "Gracia", "Paz", "Gozo"], "{a} y {b}",
            ["Dios te ama y tiene un plan para tu vida.", "Tómate un momento para pensar en lo que esto significa para ti."]),
        make(
            3, "fr", "French", tools: 70, lessons: 60,
            ["Dieu", "Amour", "Vie", "Espérance", "Foi", "Prière", "Vérité", "Grâce", "Paix", "Joie"], "{a} et {b}",
            ["Dieu vous aime et a un plan pour votre vie.", "Prenez un moment pour réfléchir à ce que cela signifie pour vous."]),
        make(
            4, "pt", "Portuguese", tools: 60, lessons: 50,
            ["Deus", "Amor", "Vida", "Esperança", "Fé", "Oração", "Verdade", "Graça", "Paz", "Alegria"], "{a} e {b}",
            ["Deus ama você e tem um plano para a sua vida.", "Reserve um momento para pensar no que isso significa para você."]),
        make(
            5, "de", "German", tools: 50, lessons: 40,
            ["Gott", "Liebe", "Leben", "Hoffnung", "Glaube", "Gebet", "Wahrheit", "Gnade", "Frieden", "Freude"], "{a} und {b}",
            [
                "Gott liebt dich und hat einen Plan für dein Leben.",
                "Nimm dir einen Moment, um darüber nachzudenken, was das für dich bedeutet.",
            ]),
        make(
            6, "ru", "Russian", tools: 50, lessons: 40,
            ["Бог", "Любовь", "Жизнь", "Надежда", "Вера", "Молитва", "Истина", "Благодать", "Мир", "Радость"], "{a} и {b}",
            ["Бог любит вас и имеет план для вашей жизни.", "Подумайте, что это значит для вас."]),
        make(
            7, "ar", "Arabic", rtl: true, tools: 45, lessons: 40,
            ["الله", "المحبة", "الحياة", "الرجاء", "الإيمان", "الصلاة", "الحق", "النعمة", "السلام", "الفرح"], "{a} و{b}",
            ["الله يحبك ولديه خطة لحياتك.", "خذ لحظة لتفكر فيما يعنيه هذا لك."]),
        make(
            8, "zh-Hans", "Chinese (Simplified)", tools: 45, lessons: 40,
            ["神", "爱", "生命", "盼望", "信心", "祷告", "真理", "恩典", "平安", "喜乐"], "{a}与{b}",
            ["神爱你，并为你的人生有一个计划。", "花一点时间想想这对你意味着什么。"]),
        make(
            9, "he", "Hebrew", rtl: true, tools: 25, lessons: 20,
            ["אלוהים", "אהבה", "חיים", "תקווה", "אמונה", "תפילה", "אמת", "חסד", "שלום", "שמחה"], "{a} ו{b}",
            ["אלוהים אוהב אותך ויש לו תוכנית לחייך.", "קח רגע לחשוב מה זה אומר עבורך."]),
        make(
            10, "fa", "Persian", rtl: true, tools: 30, lessons: 20,
            ["خدا", "محبت", "زندگی", "امید", "ایمان", "دعا", "حقیقت", "فیض", "صلح", "شادی"], "{a} و {b}",
            ["خدا شما را دوست دارد و برای زندگی شما برنامه‌ای دارد.", "لحظه‌ای فکر کنید که این برای شما چه معنایی دارد."]),
        make(
            11, "ur", "Urdu", rtl: true, tools: 20, lessons: 0,
            ["خدا", "محبت", "زندگی", "امید", "ایمان", "دعا", "سچائی", "فضل", "سلامتی", "خوشی"], "{a} اور {b}",
            [
                "خدا آپ سے محبت کرتا ہے اور آپ کی زندگی کے لیے ایک منصوبہ رکھتا ہے۔",
                "ایک لمحہ سوچیں کہ اس کا آپ کے لیے کیا مطلب ہے۔",
            ]),
        make(
            12, "hi", "Hindi", tools: 35, lessons: 30,
            ["परमेश्वर", "प्रेम", "जीवन", "आशा", "विश्वास", "प्रार्थना", "सत्य", "अनुग्रह", "शांति", "आनंद"], "{a} और {b}",
            ["परमेश्वर आपसे प्रेम करता है और आपके जीवन के लिए उसकी एक योजना है।", "एक पल सोचिए कि इसका आपके लिए क्या अर्थ है।"]),
        make(
            13, "id", "Indonesian", tools: 40, lessons: 30,
            ["Allah", "Kasih", "Hidup", "Pengharapan", "Iman", "Doa", "Kebenaran", "Anugerah", "Damai", "Sukacita"],
            "{a} dan {b}",
            ["Allah mengasihi Anda dan memiliki rencana untuk hidup Anda.", "Luangkan waktu untuk memikirkan artinya bagi Anda."]),
        make(
            14, "sw", "Swahili", tools: 25, lessons: 20,
            ["Mungu", "Upendo", "Uzima", "Tumaini", "Imani", "Maombi", "Kweli", "Neema", "Amani", "Furaha"], "{a} na {b}",
            ["Mungu anakupenda na ana mpango kwa maisha yako.", "Chukua muda kufikiri maana yake kwako."]),
        make(
            15, "am", "Amharic", tools: 15, lessons: 0,
            ["እግዚአብሔር", "ፍቅር", "ሕይወት", "ተስፋ", "እምነት", "ጸሎት", "እውነት", "ጸጋ", "ሰላም", "ደስታ"], "{a}ና {b}",
            ["እግዚአብሔር ይወድሃል ለሕይወትህም ዕቅድ አለው።", "ይህ ለአንተ ምን ማለት እንደሆነ አስብ።"]),
        make(
            16, "ko", "Korean", tools: 35, lessons: 30,
            ["하나님", "사랑", "생명", "소망", "믿음", "기도", "진리", "은혜", "평안", "기쁨"], "{a}과 {b}",
            ["하나님은 당신을 사랑하시며 당신의 삶을 위한 계획을 가지고 계십니다.", "이것이 당신에게 어떤 의미인지 잠시 생각해 보세요."]),
        make(
            17, "ja", "Japanese", tools: 30, lessons: 20,
            ["神", "愛", "いのち", "希望", "信仰", "祈り", "真理", "恵み", "平和", "喜び"], "{a}と{b}",
            ["神はあなたを愛し、あなたの人生に計画を持っておられます。", "これがあなたにとって何を意味するか、少し考えてみてください。"]),
        make(
            18, "vi", "Vietnamese", tools: 30, lessons: 30,
            [
                "Đức Chúa Trời", "Tình yêu", "Sự sống", "Hy vọng", "Đức tin", "Cầu nguyện", "Chân lý", "Ân điển", "Bình an",
                "Niềm vui",
            ],
            "{a} và {b}",
            [
                "Đức Chúa Trời yêu bạn và có một kế hoạch cho cuộc đời bạn.",
                "Hãy dành một chút thời gian để suy nghĩ điều này có ý nghĩa gì với bạn.",
            ]),
        make(
            19, "tr", "Turkish", tools: 0, lessons: 50,
            ["Tanrı", "Sevgi", "Yaşam", "Umut", "İman", "Dua", "Gerçek", "Lütuf", "Esenlik", "Sevinç"], "{a} ve {b}",
            [
                "Tanrı sizi seviyor ve yaşamınız için bir planı var.",
                "Bunun sizin için ne anlama geldiğini düşünmek için bir an durun.",
            ]),
        make(
            20, "uk", "Ukrainian", tools: 30, lessons: 20,
            ["Бог", "Любов", "Життя", "Надія", "Віра", "Молитва", "Істина", "Благодать", "Мир", "Радість"], "{a} і {b}",
            ["Бог любить вас і має план для вашого життя.", "Подумайте, що це означає для вас."]),
        make(
            21, "pl", "Polish", tools: 25, lessons: 20,
            ["Bóg", "Miłość", "Życie", "Nadzieja", "Wiara", "Modlitwa", "Prawda", "Łaska", "Pokój", "Radość"], "{a} i {b}",
            ["Bóg cię kocha i ma plan dla twojego życia.", "Zastanów się przez chwilę, co to dla ciebie znaczy."]),
        make(
            22, "it", "Italian", tools: 30, lessons: 20,
            ["Dio", "Amore", "Vita", "Speranza", "Fede", "Preghiera", "Verità", "Grazia", "Pace", "Gioia"], "{a} e {b}",
            ["Dio ti ama e ha un piano per la tua vita.", "Prenditi un momento per pensare a cosa significa per te."]),
        make(
            23, "fr-CA", "French (Canada)", tools: 10, lessons: 0,
            ["Dieu", "Amour", "Vie", "Espérance", "Foi", "Prière", "Vérité", "Grâce", "Paix", "Joie"], "{a} et {b}",
            ["Dieu vous aime et a un plan pour votre vie.", "Prenez un moment pour réfléchir à ce que cela signifie pour vous."]),
        make(
            24, "ceb", "Cebuano", force: true, tools: 10, lessons: 0,
            ["Dios", "Gugma", "Kinabuhi", "Paglaum", "Pagtuo", "Pag-ampo", "Kamatuoran", "Grasya", "Kalinaw", "Kalipay"],
            "{a} ug {b}",
            [
                "Gihigugma ka sa Dios ug aduna siyay plano alang sa imong kinabuhi.",
                "Hunahunaa kadiyot kon unsay kahulogan niini alang kanimo.",
            ]),
    ]
}
