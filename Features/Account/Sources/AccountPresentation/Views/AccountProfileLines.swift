import AccountDomain
import Localization
import ReplKit

/// An account as the screen lists it: one labelled field a line, labels lined up.
struct AccountProfileLines {
    let strings: Localizer<AccountStringKey>

    func lines(_ profile: AccountProfileDomainModel) -> [String] {
        let formatters = AppFormatters(language: strings.language)
        return [
            field(.fieldName, profile.name),
            field(.fieldEmail, profile.email),
            field(.fieldMemberSince, formatters.longDate(profile.memberSince)),
            field(.fieldToolOpens, formatters.number(profile.activity.toolOpens)),
            field(.fieldLessonCompletions, formatters.number(profile.activity.lessonCompletions)),
            field(.fieldShares, formatters.number(profile.activity.shares)),
        ]
    }

    private static let labels: [AccountStringKey] = [
        .fieldName, .fieldEmail, .fieldMemberSince, .fieldToolOpens, .fieldLessonCompletions, .fieldShares,
    ]

    private var labelWidth: Int {
        Self.labels.map { DisplayWidth.of(strings.text($0)) }.max() ?? 0
    }

    private func field(_ label: AccountStringKey, _ value: String) -> String {
        "  " + DisplayWidth.padded(strings.text(label) + ":", toColumns: labelWidth + 2) + value
    }
}
