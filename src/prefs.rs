//! Settings kept in the browser's local storage. Storage may be missing (private windows, a
//! full quota): every read falls back to the default and every write failure is ignored, so
//! the game still plays.

use gloo::storage::{LocalStorage, Storage};
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
}

/// The user's settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prefs {
    pub lang: Lang,
    pub mode: PlayMode,
}

impl Prefs {
    /// The saved settings, or the defaults (the browser's language decides the default language).
    #[must_use]
    pub fn load() -> Prefs {
        LocalStorage::get::<Prefs>(KEY).unwrap_or_else(|_| Prefs { lang: browser_lang(), ..Prefs::default() })
    }

    pub fn save(&self) {
        // Not being able to remember a setting must never stop the game.
        let _ = LocalStorage::set(KEY, self);
    }
}

fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|tag| Lang::from_tag(&tag).unwrap_or(Lang::En))
        .unwrap_or_default()
}
