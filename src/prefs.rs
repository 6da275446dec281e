//! Settings kept in the browser's local storage. Storage may be missing (private windows, a
//! full quota): every read falls back to the default and every write failure is ignored, so
//! the game still plays.

use opcg_engine::Seat;
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

const KEY: &str = "opcg.prefs.v1";

/// How a game is played at this device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayMode {
    /// Two people share the device; a curtain hides private cards between hand-overs.
    #[default]
    PassAndPlay,
    /// One person plays both seats, every hand shown.
    OpenHands,
    /// One person against the computer, which thinks in the worker (`crates/opcg-worker`,
    /// `decide`) and sees only what its seat sees.
    Computer {
        /// The person's seat; the computer has the other.
        person: Seat,
        level: Level,
    },
}

impl PlayMode {
    /// The computer's seat, in a game against it.
    #[must_use]
    pub fn computer(self) -> Option<Seat> {
        match self {
            PlayMode::Computer { person, .. } => Some(person.other()),
            _ => None,
        }
    }
}

/// How strong the computer plays (the worker's `Level`: the same names; what each means per
/// game is in `crates/opcg-worker`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    /// One Piece: one step ahead; Kaiun Colosseum: at random.
    Easy,
    /// One Piece: a short search (300 futures a decision); Kaiun Colosseum: one step ahead.
    #[default]
    Medium,
    /// One Piece: a long search (2,000 futures a decision); Kaiun Colosseum: a search (400).
    Hard,
}

/// The user's settings. Fields added later read as their defaults from older saved settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub lang: Lang,
    pub mode: PlayMode,
    /// Short animations for moves and attacks.
    pub animations: bool,
    /// Casual undo of one's own last action in pass-and-play (always on with open hands).
    pub undo_in_pass_and_play: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs { lang: Lang::default(), mode: PlayMode::default(), animations: true, undo_in_pass_and_play: false }
    }
}

impl Prefs {
    /// The saved settings, or the defaults (the browser's language decides the default language).
    #[must_use]
    pub fn load() -> Prefs {
        crate::store::get::<Prefs>(KEY).unwrap_or_else(|| Prefs { lang: browser_lang(), ..Prefs::default() })
    }

    pub fn save(&self) {
        // Not being able to remember a setting must never stop the game.
        crate::store::set(KEY, self);
    }

    /// Turns the page's animations on or off (a class on `<body>`).
    pub fn apply_to_page(&self) {
        if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
            let _ = if self.animations { body.class_list().remove_1("no-anim") } else { body.class_list().add_1("no-anim") };
        }
    }
}

fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|tag| Lang::from_tag(&tag).unwrap_or(Lang::En))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn older_settings_keep_their_language() {
        let old = r#"{"lang":"En","mode":"OpenHands"}"#;
        let p: Prefs = serde_json::from_str(old).unwrap();
        assert_eq!(p.lang, Lang::En);
        assert_eq!(p.mode, PlayMode::OpenHands);
        assert!(p.animations);
        assert!(!p.undo_in_pass_and_play);
    }
}
