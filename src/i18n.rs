//! The interface's words in both languages. Every visible string goes through [`Msg`], so a
//! missing translation is a compile error, not a blank button.

use serde::{Deserialize, Serialize};

/// The interface language (and the language cards are shown in).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    Ja,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Ja, Lang::En];

    /// The BCP 47 tag, for `<html lang>`.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::En => "en",
        }
    }

    /// The language's own name, as shown on its switch.
    #[must_use]
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::Ja => "日本語",
            Lang::En => "English",
        }
    }

    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        match tag {
            "ja" => Some(Lang::Ja),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
}

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
    Language,
    StartGame,
    StartGameUnavailable,
    Back,
    OfflineReady,
    Footer,
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
        (Lang::Ja, Language) => "言語",
        (Lang::En, Language) => "Language",
        (Lang::Ja, StartGame) => "ゲーム開始",
        (Lang::En, StartGame) => "Start the game",
        (Lang::Ja, StartGameUnavailable) => "デッキ選択と対戦テーブルは次の段階で加わります。",
        (Lang::En, StartGameUnavailable) => "Deck choice and the table come in the next step.",
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
    fn tags_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
        assert_eq!(Lang::from_tag("fr"), None);
    }

    #[test]
    fn languages_differ() {
        assert_ne!(t(Lang::Ja, Msg::NewGame), t(Lang::En, Msg::NewGame));
    }
}
