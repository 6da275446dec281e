//! The root component: holds the settings and which screen is shown.

use yew::prelude::*;

use crate::decks;
use crate::i18n::{t, Msg};
use crate::kaiun_host::{self, KaiunHost, Opening, KEPT as KAIUN_KEPT};
use crate::prefs::Prefs;
use crate::readings;
use crate::session::{self, Session};
use crate::start::{Saved, StartScreen};
use crate::builder_host::BuilderHost;
use crate::table::{self, GameScreen};

#[derive(Clone, PartialEq)]
enum Screen {
    Start,
    Playing(Box<Session>),
    /// A kept game or a game file watched again (never kept, never changed).
    Replay(Box<Session>),
    /// The deck builder.
    Decks,
    /// A game of Kaiun Colosseum (開運コロシアム), in the table's own wasm, opened so.
    Kaiun(Opening),
}

/// A fresh seed for a new game: the browser's randomness, or `?seed=N` in the address (to replay
/// a deal, and for the browser tests).
fn new_seed() -> u64 {
    let from_url = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| q.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("seed=").and_then(|v| v.parse().ok())));
    if let Some(seed) = from_url {
        return seed;
    }
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        u64::from_le_bytes(bytes)
    } else {
        (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
    }
}

fn saved_state() -> Saved {
    match table::stored() {
        None => Saved::None,
        Some(text) if !readings::missing(&session::cards_of_save(&text)).is_empty() => Saved::Reading,
        Some(text) => match Session::load(&text) {
            Ok(s) if s.result().is_none() => Saved::Ready,
            Ok(_) => Saved::Finished,
            Err(e) => Saved::Broken(e.to_string()),
        },
    }
}

/// The kept Kaiun Colosseum game, if it can be continued (read from its head: the page has no
/// Kaiun engine).
fn kaiun_saved_state() -> Saved {
    KAIUN_KEPT.text().map_or(Saved::None, |text| kaiun_host::kept_state(&text))
}

/// The whole page.
#[function_component(App)]
pub fn app() -> Html {
    let prefs = use_state(Prefs::load);
    let screen = use_state(|| Screen::Start);
    let saved = use_state(saved_state);
    // A game put aside by a new one, and how many times one was brought back (each time its
    // cards may need reading).
    let previous = use_state(table::previous);
    let previous_kaiun = use_state(|| KAIUN_KEPT.has_previous());
    let restored = use_state(|| 0u32);
    let saved_kaiun = use_state(kaiun_saved_state);
    let game_no = use_state(|| 0u32);

    {
        // Keep <html lang> and the title in the chosen language.
        let lang = prefs.lang;
        use_effect_with(lang, move |lang| {
            if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
                if let Some(root) = doc.document_element() {
                    let _ = root.set_attribute("lang", lang.tag());
                }
                doc.set_title(t(*lang, Msg::Title));
            }
        });
    }

    {
        // Cards this browser keeps that this build has not read (imported cards, the kept
        // game's: after an update, or the first time): the worker reads them once, then the
        // kept game is offered again. If it cannot, the kept game says why. Again when a game
        // put aside is brought back.
        let saved = saved.clone();
        use_effect_with(*restored, move |_| {
            let mut cards = crate::cardlist::imported();
            if let Some(text) = table::stored() {
                cards.extend(session::cards_of_save(&text));
            }
            if !readings::missing(&cards).is_empty() {
                wasm_bindgen_futures::spawn_local(async move {
                    match readings::read(&cards).await {
                        Ok(()) => saved.set(saved_state()),
                        Err(why) => saved.set(match saved_state() {
                            Saved::Reading => Saved::Broken(why),
                            other => other,
                        }),
                    }
                });
            }
        });
    }

    {
        // Animations on or off, as set.
        let p = *prefs;
        use_effect_with(p.animations, move |_| p.apply_to_page());
    }

    let on_prefs = {
        let prefs = prefs.clone();
        Callback::from(move |next: Prefs| {
            next.save();
            prefs.set(next);
        })
    };
    let on_decks = {
        let screen = screen.clone();
        Callback::from(move |()| screen.set(Screen::Decks))
    };
    let on_open_file = {
        let screen = screen.clone();
        let game_no = game_no.clone();
        Callback::from(move |session: Session| {
            // A refused write shows on the table at its first step; the game it replaces is
            // put aside.
            let _ = table::store_new(&session);
            game_no.set(*game_no + 1);
            screen.set(Screen::Playing(Box::new(session)));
        })
    };
    let on_start = {
        let screen = screen.clone();
        let prefs = prefs.clone();
        let game_no = game_no.clone();
        Callback::from(move |(a, b): (usize, usize)| {
            let Some(setup) = decks::setup(a, b, new_seed()) else { return };
            if let Ok(session) = Session::new(setup, prefs.mode) {
                let _ = table::store_new(&session);
                game_no.set(*game_no + 1);
                screen.set(Screen::Playing(Box::new(session)));
            }
        })
    };
    let on_continue = {
        let screen = screen.clone();
        let game_no = game_no.clone();
        Callback::from(move |()| {
            if let Some(Ok(session)) = table::stored().map(|t| Session::load(&t)) {
                game_no.set(*game_no + 1);
                screen.set(Screen::Playing(Box::new(session)));
            }
        })
    };
    // A replay reads the kept game or the file and keeps nothing: leaving it finds everything
    // as it was.
    let on_replay = {
        let screen = screen.clone();
        let game_no = game_no.clone();
        Callback::from(move |session: Option<Session>| {
            if let Some(session) = session.or_else(|| table::stored().and_then(|t| Session::load(&t).ok())) {
                game_no.set(*game_no + 1);
                screen.set(Screen::Replay(Box::new(session)));
            }
        })
    };
    let on_restore = {
        let saved = saved.clone();
        let previous = previous.clone();
        let restored = restored.clone();
        Callback::from(move |()| {
            table::restore_previous();
            previous.set(table::previous());
            saved.set(saved_state());
            restored.set(*restored + 1);
        })
    };
    let on_discard = {
        let saved = saved.clone();
        Callback::from(move |()| {
            table::forget_stored();
            saved.set(Saved::None);
        })
    };
    // A Kaiun table opened anew (a new mount: `game_no` keys it) as `opening` says.
    let open_kaiun = {
        let screen = screen.clone();
        let game_no = game_no.clone();
        move |opening: Opening| {
            game_no.set(*game_no + 1);
            screen.set(Screen::Kaiun(opening));
        }
    };
    let on_start_kaiun = {
        let open = open_kaiun.clone();
        let prefs = prefs.clone();
        // The table keeps it, and puts the Kaiun game it replaces aside.
        Callback::from(move |(a, b): (usize, usize)| open(Opening::New { a, b, seed: new_seed(), mode: prefs.mode }))
    };
    let on_continue_kaiun = {
        let open = open_kaiun.clone();
        Callback::from(move |()| open(Opening::Continue))
    };
    // The kept Kaiun game watched again (it stays as it is).
    let on_replay_kaiun = {
        let open = open_kaiun.clone();
        Callback::from(move |()| open(Opening::Watch))
    };
    // A Kaiun game file watched as a replay (its save text: the page has no Kaiun engine).
    let on_replay_kaiun_file = Callback::from(move |text: String| open_kaiun(Opening::WatchFile(text)));
    // The kept Kaiun game did not open (it no longer replays): the start screen says why and
    // offers it as a file.
    let on_kaiun_broken = {
        let screen = screen.clone();
        let saved_kaiun = saved_kaiun.clone();
        Callback::from(move |why: String| {
            saved_kaiun.set(Saved::Broken(why));
            screen.set(Screen::Start);
        })
    };
    let on_restore_kaiun = {
        let saved_kaiun = saved_kaiun.clone();
        let previous_kaiun = previous_kaiun.clone();
        Callback::from(move |()| {
            KAIUN_KEPT.restore_previous();
            previous_kaiun.set(KAIUN_KEPT.has_previous());
            saved_kaiun.set(kaiun_saved_state());
        })
    };
    let on_discard_kaiun = {
        let saved_kaiun = saved_kaiun.clone();
        Callback::from(move |()| {
            KAIUN_KEPT.forget();
            saved_kaiun.set(Saved::None);
        })
    };
    let on_exit = {
        let screen = screen.clone();
        let saved = saved.clone();
        let saved_kaiun = saved_kaiun.clone();
        let previous = previous.clone();
        let previous_kaiun = previous_kaiun.clone();
        Callback::from(move |()| {
            previous.set(table::previous());
            previous_kaiun.set(KAIUN_KEPT.has_previous());
            // The deck builder runs in a wasm of its own: what it kept (decks, imported cards,
            // their readings) is read again from storage.
            decks::refresh_printed();
            readings::forget();
            saved_kaiun.set(kaiun_saved_state());
            saved.set(saved_state());
            screen.set(Screen::Start);
        })
    };

    html! {
        <main class={classes!("app", matches!(*screen, Screen::Playing(_) | Screen::Replay(_) | Screen::Kaiun(_) | Screen::Decks).then_some("app-table"))}>
            {
                match &*screen {
                    Screen::Start => html! {
                        <StartScreen prefs={*prefs} on_prefs={on_prefs} on_start={on_start}
                                     saved={(*saved).clone()} on_continue={on_continue} on_discard={on_discard}
                                     previous={*previous} on_restore={on_restore}
                                     on_start_kaiun={on_start_kaiun} saved_kaiun={(*saved_kaiun).clone()}
                                     on_continue_kaiun={on_continue_kaiun} on_discard_kaiun={on_discard_kaiun} {on_replay_kaiun}
                                     previous_kaiun={*previous_kaiun} on_restore_kaiun={on_restore_kaiun}
                                     on_decks={on_decks} on_open_file={on_open_file} on_replay={on_replay} {on_replay_kaiun_file} />
                    },
                    Screen::Playing(session) => html! {
                        <GameScreen key={*game_no} session={(**session).clone()} lang={prefs.lang} on_exit={on_exit.clone()}
                                    undo_in_pass_and_play={prefs.undo_in_pass_and_play} />
                    },
                    Screen::Replay(session) => html! {
                        <GameScreen key={*game_no} session={(**session).clone()} lang={prefs.lang} on_exit={on_exit.clone()} replay=true />
                    },
                    Screen::Kaiun(opening) => html! {
                        <KaiunHost key={*game_no} opening={opening.clone()} lang={prefs.lang} on_exit={on_exit.clone()} on_broken={on_kaiun_broken} />
                    },
                    Screen::Decks => html! {
                        <BuilderHost lang={prefs.lang} on_done={on_exit} />
                    },
                }
            }
        </main>
    }
}
