//! The Kaiun Colosseum table's place in the page: the table and its engine are a wasm of their
//! own (`src/bin/opcg-kaiun.rs`), loaded the first time a player starts or continues a Kaiun
//! game, so the page's initial wasm carries neither. This component loads it once, mounts it
//! with how it opens ([`Opening`]), unmounts it when the screen closes, and hears its
//! `kaiun-exit` — all through [`crate::lazy::Mounted`]. Both wasms share the kept game through local storage only
//! ([`KEPT`]).
//!
//! The start screen still says whether the kept game can be continued ([`kept_state`]) without
//! the engine: from the save's head (format, version, and whether the game is over); a save
//! that does not replay is found when it is opened, and the start screen then shows why.

use serde::{Deserialize, Serialize};
use yew::prelude::*;

use crate::i18n::{Lang, Msg};
use crate::lazy::{LazyWasm, Mounted};
use crate::prefs::PlayMode;
use crate::start::Saved;

/// Where the Kaiun game in progress is kept between reloads (the One Piece game has its own
/// keys), and the game a new one replaced.
pub const KEPT: crate::store::Kept = crate::store::Kept { key: "kaiun.game.v1", previous: "kaiun.game.previous.v1" };

/// The table's files, beside the page (`index.html`): `kaiun.js`, a module that imports the
/// glue (`opcg-kaiun.js`, built for `web`) and hands it to the page as `opcgKaiun`.
const TABLE: LazyWasm = LazyWasm {
    scripts: &["./kaiun.js"],
    module: true,
    global: "opcgKaiun",
    wasm: "./opcg-kaiun_bg.wasm",
    mount: "mount_kaiun",
    what: "the Kaiun Colosseum table",
};

/// How the table opens (handed to the table's wasm as JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Opening {
    /// A new game of these built-in decks (indices) for seats A and B; it is kept in place of
    /// the kept one, which is put aside unless it was over.
    New { a: usize, b: usize, seed: u64, mode: PlayMode },
    /// The kept game.
    Continue,
    /// The kept game watched again as a replay (it stays as it is: nothing is played or kept).
    Watch,
    /// A game file (its save text) watched as a replay; the kept game is left alone.
    WatchFile(String),
}

/// What the start screen offers for a kept Kaiun save text, read without the engine: a save
/// of another format or version cannot be continued (the reason); a game that is over can be
/// watched again (`Finished`); anything else can be continued (or watched so far) (whether every action still replays is found when
/// it is opened: [`HostProps::on_broken`]).
#[must_use]
pub fn kept_state(text: &str) -> Saved {
    match crate::kaiun::session::read_head(text) {
        Ok(head) if head.over => Saved::Finished,
        Ok(_) => Saved::Ready,
        Err(e) => Saved::Broken(e.to_string()),
    }
}

#[derive(Properties, PartialEq)]
pub struct HostProps {
    pub lang: Lang,
    pub opening: Opening,
    /// The player left the table.
    pub on_exit: Callback<()>,
    /// The kept game could not be opened: the reason.
    pub on_broken: Callback<String>,
}

/// The Kaiun Colosseum table, loaded apart and mounted here (once: the table keeps its language,
/// which is only changed on the start screen).
#[function_component(KaiunHost)]
pub fn kaiun_host(p: &HostProps) -> Html {
    let opening_json = serde_json::to_string(&p.opening).unwrap_or_default();
    // The kept game that does not open goes back to the start screen, which says why; a new game
    // that does not start shows why here.
    let on_refused = matches!(p.opening, Opening::Continue | Opening::Watch).then(|| p.on_broken.clone());
    html! {
        <Mounted wasm={&TABLE} args={vec![p.lang.tag().to_string(), opening_json]} done_event="kaiun-exit" on_done={p.on_exit.clone()} {on_refused}
                 id="kaiun-root" class="kaiun-root" failed_id="kaiun-failed" failed_text={Msg::KaiunColosseumCouldNotOpen} lang={p.lang} />
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kaiun::KaiunSession;
    use crate::prefs::PlayMode;

    /// The start screen's reading of a kept save agrees with loading it, for a game in progress
    /// and one that is over, without replaying it.
    #[test]
    fn the_kept_state_follows_the_save_head() {
        let mut s = KaiunSession::builtin(0, 1, 3, PlayMode::OpenHands).unwrap();
        assert_eq!(kept_state(&s.save()), Saved::Ready);
        assert!(!s.save().contains("\"over\""), "a game in progress says nothing of being over");
        let seat = s.acting().unwrap();
        s.apply(seat, kaiun_engine::Action::Concede).unwrap();
        assert!(s.result().is_some());
        assert_eq!(kept_state(&s.save()), Saved::Finished, "a game that is over is offered as a replay only");
        // The flag is read back with the rest of the save.
        assert!(KaiunSession::load(&s.save()).unwrap().result().is_some());
    }

    #[test]
    fn a_kept_text_that_is_not_a_save_is_broken_with_its_reason() {
        assert!(matches!(kept_state("{"), Saved::Broken(why) if why.contains("damaged")));
        assert!(matches!(kept_state(r#"{"format":"opcg-table-save","version":2}"#), Saved::Broken(why) if why.contains("not a saved Kaiun")));
        assert!(matches!(kept_state(r#"{"format":"kaiun-table-save","version":9}"#), Saved::Broken(why) if why.contains("version 9")));
    }

    /// The opening travels to the table's wasm as JSON and back.
    #[test]
    fn an_opening_reads_back() {
        for o in [Opening::Continue, Opening::Watch, Opening::WatchFile("{\"format\":\"kaiun-table-save\"}".into()), Opening::New { a: 2, b: 0, seed: u64::MAX, mode: PlayMode::PassAndPlay }] {
            assert_eq!(serde_json::from_str::<Opening>(&serde_json::to_string(&o).unwrap()).unwrap(), o);
        }
    }
}
