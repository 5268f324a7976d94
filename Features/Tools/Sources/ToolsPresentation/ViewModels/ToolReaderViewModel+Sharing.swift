import ToolsDomain

/// What the reader hands elsewhere: the public link to what is shown, and the tool's settings.
extension ToolReaderViewModel {
    /// `share`: the tool's public link in the language shown, at the page shown (an article
    /// tool's link names the article only while one is read).
    public func shareTapped() async -> ToolsNotice {
        let page = kind == .articles && !isReadingArticle ? nil : pageIndex
        do {
            let link = try await shareToolUseCase.execute(
                toolId: toolId, pageIndex: page, languageCode: shownTranslation?.language.code)
            return .shareLink(url: link.url)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }

    public func settingsTapped() {
        flowStepEmitter.emit(.toolSettingsTappedFromTool(id: toolId))
    }
}
