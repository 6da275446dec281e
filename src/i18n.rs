//! The interface's words in both languages. Every visible string goes through [`Msg`], so a
//! missing translation is a compile error, not a blank button.

pub use game_core::Lang;

/// One message of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    Title,
    Subtitle,
    NewGame,
    Mode,
    ModePassAndPlay,
    ModePassAndPlayHelp,
    ModeOpenHands,
    ModeOpenHandsHelp,
    ModeComputer,
    ModeComputerHelp,
    Level,
    LevelEasy,
    LevelMedium,
    LevelHard,
    YourSeat,
    Language,
    StartGame,
    Back,
    OfflineReady,
    Footer,
}

/// One of two adjacent translations: `both(lang, "日本語", "English")`. For the table's many
/// short labels, this keeps each pair together where it is used.
#[must_use]
pub fn both(lang: Lang, ja: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Ja => ja,
        Lang::En => en,
    }
}

/// The text of `msg` in `lang`.
#[must_use]
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    use Msg::*;
    match (lang, msg) {
        (Lang::Ja, Title) => "ONE PIECE カードゲーム テーブル",
        (Lang::En, Title) => "One Piece Card Game Table",
        (Lang::Ja, Subtitle) => "1台の端末で、オフラインで対戦。",
        (Lang::En, Subtitle) => "Play on one device, offline.",
        (Lang::Ja, NewGame) => "新しいゲーム",
        (Lang::En, NewGame) => "New game",
        (Lang::Ja, Mode) => "対戦モード",
        (Lang::En, Mode) => "Mode",
        (Lang::Ja, ModePassAndPlay) => "パス＆プレイ",
        (Lang::En, ModePassAndPlay) => "Pass and play",
        (Lang::Ja, ModePassAndPlayHelp) => {
            "2人で1台を交互に使います。手番が替わるたびに画面を隠し、相手の手札は見えません。"
        }
        (Lang::En, ModePassAndPlayHelp) => {
            "Two players share one device. A curtain hides each player's cards whenever it changes hands."
        }
        (Lang::Ja, ModeOpenHands) => "オープンハンド",
        (Lang::En, ModeOpenHands) => "Open hands",
        (Lang::Ja, ModeOpenHandsHelp) => "1人で両方の席を操作します。すべての手札が見えます。",
        (Lang::En, ModeOpenHandsHelp) => "One person plays both seats, with every hand in view.",
        (Lang::Ja, ModeComputer) => "コンピューターと対戦",
        (Lang::En, ModeComputer) => "Against the computer",
        (Lang::Ja, ModeComputerHelp) => "1人でコンピューターと対戦します。コンピューターは自分の席から見えるものだけで考えます。",
        (Lang::En, ModeComputerHelp) => "Play alone against the computer. It decides from what its own seat can see, nothing more.",
        (Lang::Ja, Level) => "強さ",
        (Lang::En, Level) => "Level",
        (Lang::Ja, LevelEasy) => "やさしい",
        (Lang::En, LevelEasy) => "Easy",
        (Lang::Ja, LevelMedium) => "ふつう",
        (Lang::En, LevelMedium) => "Medium",
        (Lang::Ja, LevelHard) => "つよい",
        (Lang::En, LevelHard) => "Hard",
        (Lang::Ja, YourSeat) => "あなたの席",
        (Lang::En, YourSeat) => "Your seat",
        (Lang::Ja, Language) => "言語",
        (Lang::En, Language) => "Language",
        (Lang::Ja, StartGame) => "ゲーム開始",
        (Lang::En, StartGame) => "Start the game",
        (Lang::Ja, Back) => "戻る",
        (Lang::En, Back) => "Back",
        (Lang::Ja, OfflineReady) => "オフラインでも遊べます",
        (Lang::En, OfflineReady) => "Works offline",
        (Lang::Ja, Footer) => "非公式のファンメイド・シミュレーターです。カード画像は含みません。",
        (Lang::En, Footer) => "An unofficial fan-made simulator. No card images are included.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_differ() {
        assert_ne!(t(Lang::Ja, Msg::NewGame), t(Lang::En, Msg::NewGame));
    }
}
