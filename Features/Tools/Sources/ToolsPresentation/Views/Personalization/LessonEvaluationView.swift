import Foundation
import Localization
import ReplKit
import ToolsDomain

/// Text view of GodTools' lesson evaluation: was the lesson helpful (yes, no, not answered),
/// how ready the person feels to share their faith on the 1–10 scale; `yes`, `no`,
/// `ready <n>`, `send`, `skip`.
@MainActor
public final class LessonEvaluationView: ReplScreen {
    public let viewModel: LessonEvaluationViewModel
    private let strings: Localizer<PersonalizationStringKey>
    private let text: ToolsText
    private let locale: Locale

    public init(viewModel: LessonEvaluationViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = PersonalizationStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: ToolsStrings.localizer(currentAppLanguage))
        locale = currentAppLanguage.language.locale
    }

    public let routeName = "evaluation"
    public var title: String { strings.text(.evaluationTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "yes", summary: strings.text(.commandYesSummary)) { [unowned self] _ in
                viewModel.helpfulTapped(true)
                return .render
            },
            ReplCommand(name: "no", summary: strings.text(.commandNoSummary)) { [unowned self] _ in
                viewModel.helpfulTapped(false)
                return .render
            },
            ReplCommand(
                name: "ready", usage: strings.text(.commandReadyUsage), summary: strings.text(.commandReadySummary),
                arguments: .one
            ) { [unowned self] words in
                guard let value = Int(words[0]), viewModel.readinessChanged(value) else {
                    return .failure(strings.text(.evaluationOffScale, scaleArguments))
                }
                return .render
            },
            ReplCommand(name: "send", summary: strings.text(.commandSendSummary)) { [unowned self] _ in
                if let failure = await viewModel.sendTapped() { return .failure(text.failure(failure)) }
                return .message(strings.text(.evaluationThanks))
            },
            ReplCommand(name: "skip", summary: strings.text(.commandSkipSummary)) { [unowned self] _ in
                if let failure = await viewModel.skipTapped() { return .failure(text.failure(failure)) }
                return .message(strings.text(.evaluationSkipped))
            },
        ]
    }

    public func appear() async {}

    public func render() -> [String] {
        let answer: String
        switch viewModel.helpful {
        case true?: answer = strings.text(.evaluationAnswerYes)
        case false?: answer = strings.text(.evaluationAnswerNo)
        case nil: answer = strings.text(.evaluationUnanswered)
        }
        var scale = scaleArguments
        scale["value"] = number(viewModel.readiness)
        return [
            "  " + strings.text(.evaluationHelpfulQuestion) + " " + answer,
            "  " + strings.text(.evaluationReadyQuestion) + " " + strings.text(.evaluationScale, scale),
            strings.text(.evaluationHint),
        ]
    }

    private var scaleArguments: [String: String] {
        let scale = LessonEvaluationDomainModel.readinessScale
        return ["min": number(scale.lowerBound), "max": number(scale.upperBound)]
    }

    private func number(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }
}
