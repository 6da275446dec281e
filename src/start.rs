//! The start screen: title, language, and a new game with its mode.

use yew::prelude::*;

use crate::decks;
use crate::i18n::{t, tf, Fmt, Lang, Msg};
use crate::prefs::{Level, PlayMode, Prefs};

/// A game kept from an earlier visit.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    None,
    /// It can be continued.
    Ready,
    /// It is over: it can be watched again as a replay.
    Finished,
    /// Its cards are being read (the worker, [`crate::readings`]); then it is `Ready` or `Broken`.
    Reading,
    /// It is kept but cannot be loaded: the reason.
    Broken(String),
}

#[derive(Properties, PartialEq)]
pub struct StartProps {
    pub prefs: Prefs,
    /// Called with the new settings when the user changes the language or the mode.
    pub on_prefs: Callback<Prefs>,
    /// Start a new game with these built-in decks (indices) for seats A and B.
    pub on_start: Callback<(usize, usize)>,
    pub saved: Saved,
    pub on_continue: Callback<()>,
    pub on_discard: Callback<()>,
    /// A game a new one replaced is put aside, and can be brought back.
    #[prop_or_default]
    pub previous: bool,
    #[prop_or_default]
    pub on_restore: Callback<()>,
    /// Start a new Kaiun Colosseum game with these built-in decks (indices) for seats A and B.
    pub on_start_kaiun: Callback<(usize, usize)>,
    /// The kept Kaiun Colosseum game, continued and deleted by the two callbacks.
    pub saved_kaiun: Saved,
    pub on_continue_kaiun: Callback<()>,
    pub on_discard_kaiun: Callback<()>,
    /// Watch the kept Kaiun Colosseum game again (it stays as it is).
    #[prop_or_default]
    pub on_replay_kaiun: Callback<()>,
    /// Watch a Kaiun Colosseum game file (its save text) as a replay.
    #[prop_or_default]
    pub on_replay_kaiun_file: Callback<String>,
    /// A Kaiun Colosseum game a new one replaced is put aside, and can be brought back.
    #[prop_or_default]
    pub previous_kaiun: bool,
    #[prop_or_default]
    pub on_restore_kaiun: Callback<()>,
    /// Open the deck builder.
    pub on_decks: Callback<()>,
    /// A game read from a file the player picked.
    pub on_open_file: Callback<crate::session::Session>,
    /// Watch a game again: the one read from a file, or (None) the kept One Piece game.
    #[prop_or_default]
    pub on_replay: Callback<Option<crate::session::Session>>,
}

/// Which game a new game is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChoice {
    OnePiece,
    /// 開運コロシアム
    Kaiun,
}

/// The first screen a player sees.
#[function_component(StartScreen)]
pub fn start_screen(props: &StartProps) -> Html {
    let prefs = props.prefs;
    let lang = prefs.lang;
    let choosing = use_state(|| false);
    let deck_a = use_state(|| 0usize);
    let deck_b = use_state(|| 1usize);
    let game = use_state(|| GameChoice::OnePiece);
    // A new game or an opened file that would replace a game in progress waits for the player's word.
    let asking = use_state(|| None::<Replacing>);
    let in_progress = |g: GameChoice| match g {
        GameChoice::OnePiece => matches!(props.saved, Saved::Ready | Saved::Broken(_)),
        GameChoice::Kaiun => matches!(props.saved_kaiun, Saved::Ready | Saved::Broken(_)),
    };
    // The decks are read (the built-in pool decoded, the saved decks checked) only once a new
    // game is being chosen: the first screen does not show them, and it is drawn sooner without.
    let deck_names: Vec<String> = match *game {
        _ if !*choosing => Vec::new(),
        GameChoice::OnePiece => decks::builtin().iter().map(|d| d.name(lang).to_string()).collect(),
        GameChoice::Kaiun => kaiun_engine::builtin_decks()
            .into_iter()
            .map(|d| if lang == Lang::Ja { d.name.ja } else { d.name.en })
            .collect(),
    };

    let lang_buttons = Lang::ALL.iter().map(|&l| {
        let on_prefs = props.on_prefs.clone();
        let onclick = Callback::from(move |_| on_prefs.emit(Prefs { lang: l, ..prefs }));
        html! {
            <button type="button" class={classes!("chip", (l == lang).then_some("chip-on"))}
                    aria-pressed={(l == lang).to_string()} lang={l.tag()} {onclick}>
                { l.own_name() }
            </button>
        }
    });

    // Against the computer: the level and seat chosen last (or Medium, seat A).
    let (person, level) = match prefs.mode {
        PlayMode::Computer { person, level } => (person, level),
        _ => (opcg_engine::Seat::A, Level::default()),
    };
    let against_computer = PlayMode::Computer { person, level };
    // Labels come resolved (`t` at each call): a `Msg` passed along would make the catalog a
    // table in the wasm instead of the few strings used.
    let mode_option = |mode: PlayMode, label: &'static str, help: &'static str, id: &'static str| {
        let on_prefs = props.on_prefs.clone();
        let onchange = Callback::from(move |_| on_prefs.emit(Prefs { mode, ..prefs }));
        let on = std::mem::discriminant(&prefs.mode) == std::mem::discriminant(&mode);
        html! {
            <label class={classes!("mode", on.then_some("mode-on"))} for={id}>
                <input type="radio" name="mode" id={id} checked={on} {onchange} />
                <span class="mode-name">{ label }</span>
                <span class="mode-help">{ help }</span>
            </label>
        }
    };

    let deck_select = |id: &'static str, seat: &'static str, state: &UseStateHandle<usize>| {
        let state = state.clone();
        let current = *state;
        let onchange = Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                if let Ok(i) = sel.value().parse::<usize>() {
                    state.set(i);
                }
            }
        });
        let label = tf(lang, Fmt::PlayersDeck { seat });
        html! {
            <label class="deck-choice" for={id}>
                <span>{ label }</span>
                <select id={id} {onchange}>
                    { for deck_names.iter().enumerate().map(|(i, d)| html! {
                        <option value={i.to_string()} selected={i == current}>{ d.clone() }</option>
                    }) }
                </select>
            </label>
        }
    };
    let start = {
        let on_start = match *game {
            GameChoice::OnePiece => props.on_start.clone(),
            GameChoice::Kaiun => props.on_start_kaiun.clone(),
        };
        // A deck index of the other game's list falls back to that game's first decks.
        let n = deck_names.len();
        let (a, b) = (if *deck_a < n { *deck_a } else { 0 }, if *deck_b < n { *deck_b } else { 1.min(n.saturating_sub(1)) });
        let ask = in_progress(*game);
        let asking = asking.clone();
        let choice = *game;
        Callback::from(move |_| {
            if ask {
                asking.set(Some(Replacing::Start(choice, a, b)));
            } else {
                on_start.emit((a, b));
            }
        })
    };
    let open_file = {
        let ask = in_progress(GameChoice::OnePiece);
        let asking = asking.clone();
        let on_open = props.on_open_file.clone();
        Callback::from(move |session: crate::session::Session| {
            if ask {
                asking.set(Some(Replacing::Open(Box::new(session))));
            } else {
                on_open.emit(session);
            }
        })
    };
    let replace_ask = asking.as_ref().map(|r| {
        let go = {
            let asking = asking.clone();
            let (on_start, on_start_kaiun, on_open) = (props.on_start.clone(), props.on_start_kaiun.clone(), props.on_open_file.clone());
            let r = r.clone();
            Callback::from(move |_| {
                asking.set(None);
                match &r {
                    Replacing::Start(GameChoice::OnePiece, a, b) => on_start.emit((*a, *b)),
                    Replacing::Start(GameChoice::Kaiun, a, b) => on_start_kaiun.emit((*a, *b)),
                    Replacing::Open(session) => on_open.emit((**session).clone()),
                }
            })
        };
        let cancel = {
            let asking = asking.clone();
            Callback::from(move |_| asking.set(None))
        };
        let (text, yes) = match r {
            Replacing::Start(..) => (
                t(lang, Msg::AGameIsInProgressNew),
                t(lang, Msg::StartTheNewGame),
            ),
            Replacing::Open(_) => (
                t(lang, Msg::AGameIsInProgressFile),
                t(lang, Msg::OpenTheFilesGame),
            ),
        };
        html! {
            <section class="panel replace-ask" role="alertdialog" aria-labelledby="replace-ask-text" id="replace-ask-game">
                <p id="replace-ask-text">{ text }</p>
                <div class="actions">
                    <button type="button" class="secondary" id="replace-cancel" onclick={cancel}>{ t(lang, Msg::Back) }</button>
                    <button type="button" class="primary" id="replace-game" onclick={go}>{ yes }</button>
                </div>
            </section>
        }
    });
    let game_option = |choice: GameChoice, name: &'static str, id: &'static str| {
        let game = game.clone();
        let on = *game == choice;
        let onchange = Callback::from(move |_| game.set(choice));
        html! {
            <label class={classes!("mode", on.then_some("mode-on"))} for={id}>
                <input type="radio" name="game" id={id} checked={on} {onchange} />
                <span class="mode-name">{ name }</span>
            </label>
        }
    };
    // The kept Kaiun game watched again (it stays as it is).
    let replay_kaiun = |label: &str| {
        let on_replay = props.on_replay_kaiun.clone();
        html! {
            <button type="button" class="secondary light" id="replay-kaiun" onclick={Callback::from(move |_| on_replay.emit(()))}>{ label.to_string() }</button>
        }
    };
    let saved_kaiun = match &props.saved_kaiun {
        Saved::None | Saved::Reading => html! {},
        Saved::Finished => replay_kaiun(t(lang, Msg::WatchTheLastKaiunColosseumGame)),
        Saved::Ready => {
            let on_continue = props.on_continue_kaiun.clone();
            html! {
                <>
                <button type="button" class="primary big" id="continue-kaiun" onclick={Callback::from(move |_| on_continue.emit(()))}>
                    { t(lang, Msg::ContinueTheKaiunColosseumGame) }
                </button>
                { replay_kaiun(t(lang, Msg::WatchTheKaiunColosseumGameSoFar)) }
                </>
            }
        }
        Saved::Broken(why) => {
            let on_discard = props.on_discard_kaiun.clone();
            html! {
                <section class="panel saved-broken" role="alert">
                    <p>{ t(lang, Msg::TheSavedKaiunColosseumGame) }{ why }</p>
                    if let Some(text) = crate::kaiun_host::KEPT.text() { <ExportBroken {lang} {text} file="kaiun-game-as-kept.json" id="export-broken-kaiun" /> }
                    <button type="button" class="secondary" id="discard-kaiun-save" onclick={Callback::from(move |_| on_discard.emit(()))}>
                        { t(lang, Msg::DeleteTheSavedGame) }
                    </button>
                </section>
            }
        }
    };
    // The kept One Piece game watched again (it stays as it is).
    let replay_kept = |label: &str| {
        let on_replay = props.on_replay.clone();
        html! {
            <button type="button" class="secondary light" id="replay-kept" onclick={Callback::from(move |_| on_replay.emit(None))}>{ label.to_string() }</button>
        }
    };
    let saved = match &props.saved {
        Saved::None => html! {},
        Saved::Ready => {
            let on_continue = props.on_continue.clone();
            html! {
                <>
                <button type="button" class="primary big" id="continue-game" onclick={Callback::from(move |_| on_continue.emit(()))}>
                    { t(lang, Msg::ContinueTheGame) }
                </button>
                { replay_kept(t(lang, Msg::WatchItSoFarAs)) }
                </>
            }
        }
        Saved::Finished => replay_kept(t(lang, Msg::WatchTheLastGameAs)),
        Saved::Reading => html! {
            <p class="panel saved-reading" role="status" id="reading-cards">
                { t(lang, Msg::ReadingTheCardsOfThe) }
            </p>
        },
        Saved::Broken(why) => {
            let on_discard = props.on_discard.clone();
            html! {
                <section class="panel saved-broken" role="alert">
                    <p>{ t(lang, Msg::TheSavedGameCouldNot) }{ why }</p>
                    if let Some(text) = crate::table::stored() { <ExportBroken {lang} {text} file="game-as-kept.json" id="export-broken" /> }
                    <button type="button" class="secondary" id="discard-save" onclick={Callback::from(move |_| on_discard.emit(()))}>
                        { t(lang, Msg::DeleteTheSavedGame) }
                    </button>
                </section>
            }
        }
    };

    let new_game = if *choosing {
        let back = {
            let choosing = choosing.clone();
            Callback::from(move |_| choosing.set(false))
        };
        html! {
            <section class="panel new-game" aria-labelledby="new-game-title">
                <h2 id="new-game-title">{ t(lang, Msg::NewGame) }</h2>
                <fieldset class="modes games">
                    <legend>{ t(lang, Msg::Game) }</legend>
                    { game_option(GameChoice::OnePiece, t(lang, Msg::OnePieceCardGame), "game-opcg") }
                    { game_option(GameChoice::Kaiun, t(lang, Msg::KaiunColosseum), "game-kaiun") }
                </fieldset>
                <fieldset class="modes">
                    <legend>{ t(lang, Msg::Mode) }</legend>
                    { mode_option(PlayMode::PassAndPlay, t(lang, Msg::ModePassAndPlay), t(lang, Msg::ModePassAndPlayHelp), "mode-pass") }
                    { mode_option(PlayMode::OpenHands, t(lang, Msg::ModeOpenHands), t(lang, Msg::ModeOpenHandsHelp), "mode-open") }
                    { mode_option(against_computer, t(lang, Msg::ModeComputer), t(lang, Msg::ModeComputerHelp), "mode-computer") }
                </fieldset>
                if prefs.mode.computer().is_some() {
                    <fieldset class="modes computer-options">
                        <legend>{ t(lang, Msg::Level) }</legend>
                        <div class="chips">
                            { for [(Level::Easy, Msg::LevelEasy, "level-easy"), (Level::Medium, Msg::LevelMedium, "level-medium"), (Level::Hard, Msg::LevelHard, "level-hard")].into_iter().map(|(l, label, id)| {
                                let on_prefs = props.on_prefs.clone();
                                let onclick = Callback::from(move |_| on_prefs.emit(Prefs { mode: PlayMode::Computer { person, level: l }, ..prefs }));
                                html! { <button type="button" {id} class={classes!("chip", (l == level).then_some("chip-on"))} aria-pressed={(l == level).to_string()} {onclick}>{ t(lang, label) }</button> }
                            }) }
                        </div>
                        <span class="legend-like">{ t(lang, Msg::YourSeat) }</span>
                        <div class="chips">
                            { for [opcg_engine::Seat::A, opcg_engine::Seat::B].into_iter().map(|s| {
                                let on_prefs = props.on_prefs.clone();
                                let onclick = Callback::from(move |_| on_prefs.emit(Prefs { mode: PlayMode::Computer { person: s, level }, ..prefs }));
                                let id = if s == opcg_engine::Seat::A { "seat-a" } else { "seat-b" };
                                let label = tf(lang, Fmt::SeatName { seat: &s.to_string() });
                                html! { <button type="button" {id} class={classes!("chip", (s == person).then_some("chip-on"))} aria-pressed={(s == person).to_string()} {onclick}>{ label }</button> }
                            }) }
                        </div>
                    </fieldset>
                }
                { deck_select("deck-a", "A", &deck_a) }
                { deck_select("deck-b", "B", &deck_b) }
                <div class="actions">
                    <button type="button" class="secondary" onclick={back}>{ t(lang, Msg::Back) }</button>
                    <button type="button" class="primary" id="start-game" onclick={start}>{ t(lang, Msg::StartGame) }</button>
                </div>
            </section>
        }
    } else {
        let open = {
            let choosing = choosing.clone();
            Callback::from(move |_| choosing.set(true))
        };
        html! {
            <button type="button" class="primary big" id="new-game" onclick={open}>{ t(lang, Msg::NewGame) }</button>
        }
    };

    html! {
        <div class="start">
            <header class="hero">
                <div class="logo" aria-hidden="true"></div>
                <h1 id="title">{ t(lang, Msg::Title) }</h1>
                <p class="subtitle">{ t(lang, Msg::Subtitle) }</p>
            </header>
            { saved }
            if props.previous {
                <button type="button" class="secondary light" id="restore-previous"
                        onclick={{ let r = props.on_restore.clone(); Callback::from(move |_| r.emit(())) }}>
                    { t(lang, Msg::BringBackTheGameYou) }
                </button>
            }
            { saved_kaiun }
            <KeptAside {lang} />
            { replace_ask.unwrap_or_default() }
            if props.previous_kaiun {
                <button type="button" class="secondary light" id="restore-previous-kaiun"
                        onclick={{ let r = props.on_restore_kaiun.clone(); Callback::from(move |_| r.emit(())) }}>
                    { t(lang, Msg::BringBackTheKaiunColosseum) }
                </button>
            }
            { new_game }
            <div class="more">
                <button type="button" class="secondary light" id="open-decks" onclick={{
                    let on_decks = props.on_decks.clone();
                    Callback::from(move |_| on_decks.emit(()))
                }}>{ t(lang, Msg::DecksAndCardLists) }</button>
                <crate::gamefile::OpenGameFile {lang} on_open={open_file} />
                <crate::gamefile::OpenGameFile {lang} replay=true on_open={{ let r = props.on_replay.clone(); Callback::from(move |s| r.emit(Some(s))) }}
                                               on_kaiun={props.on_replay_kaiun_file.clone()} />
            </div>
            <section class="panel settings">
                <h2>{ t(lang, Msg::Language) }</h2>
                <div class="chips" role="group" aria-label={t(lang, Msg::Language)}>{ for lang_buttons }</div>
                <h2 class="settings-title">{ t(lang, Msg::Settings) }</h2>
                <label class="toggle">
                    <input type="checkbox" id="pref-animations" checked={prefs.animations} onchange={{
                        let on_prefs = props.on_prefs.clone();
                        Callback::from(move |_| on_prefs.emit(Prefs { animations: !prefs.animations, ..prefs }))
                    }} />
                    { t(lang, Msg::Animations) }
                </label>
                <label class="toggle">
                    <input type="checkbox" id="pref-undo" checked={prefs.undo_in_pass_and_play} onchange={{
                        let on_prefs = props.on_prefs.clone();
                        Callback::from(move |_| on_prefs.emit(Prefs { undo_in_pass_and_play: !prefs.undo_in_pass_and_play, ..prefs }))
                    }} />
                    { t(lang, Msg::AllowUndoingOnesOwnLast) }
                </label>
            </section>
            if !crate::store::available() {
                <p class="panel saved-reading" role="status" id="storage-blocked">
                    { t(lang, Msg::ThisBrowserDoesNotLet) }
                </p>
            }
            <footer class="footer">
                <span class="badge">{ t(lang, Msg::OfflineReady) }</span>
                <p>{ t(lang, Msg::Footer) }</p>
            </footer>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ExportBrokenProps {
    lang: Lang,
    /// The kept game's text as it is.
    text: String,
    file: &'static str,
    id: &'static str,
}

/// "Save it to a file as it is": a kept game that no longer loads (a newer build, a damaged
/// storage) is not lost — its text goes to a file, to open in a build that reads it or to repair.
#[function_component(ExportBroken)]
fn export_broken(p: &ExportBrokenProps) -> Html {
    let failed = use_state(|| false);
    let save = {
        let failed = failed.clone();
        let (file, text) = (p.file, p.text.clone());
        Callback::from(move |_| failed.set(crate::gamefile::download(file, &text).is_err()))
    };
    let lang = p.lang;
    html! {
        <>
            <button type="button" class="secondary" id={p.id} onclick={save}>{ t(lang, Msg::SaveItToAFile) }</button>
            if *failed { <p class="bad">{ t(lang, Msg::TheFileCouldNotBeSaved) }</p> }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct KeptAsideProps {
    lang: Lang,
}

/// Kept lists that could not be read (saved decks, imported cards: damaged, edited, from a
/// newer build) are put aside rather than written over (`store::read_or_set_aside`); this says
/// so and offers each as a file, or to forget it.
#[function_component(KeptAside)]
fn kept_aside(p: &KeptAsideProps) -> Html {
    let aside = use_state(|| {
        // reading them is what puts an unreadable one aside
        let _ = (crate::decks::saved(), crate::cardlist::imported());
        crate::store::unreadable()
    });
    if aside.is_empty() {
        return html! {};
    }
    let lang = p.lang;
    let rows = aside.iter().map(|key| {
        let what = match crate::store::aside_of(key) {
            "opcg.decks.v1" => t(lang, Msg::YourSavedDecks),
            "opcg.cards.v1" => t(lang, Msg::YourImportedCards),
            other => other,
        }
        .to_string();
        let save = {
            let key = key.clone();
            Callback::from(move |_| {
                if let Some(text) = crate::store::get_text(&key) {
                    let _ = crate::gamefile::download(&format!("{key}.json"), &text);
                }
            })
        };
        let forget = {
            let key = key.clone();
            let aside = aside.clone();
            Callback::from(move |_| {
                crate::store::delete(&key);
                aside.set(crate::store::unreadable());
            })
        };
        html! {
            <li class="aside-row">
                <span>{ what }</span>
                <button type="button" class="mini" onclick={save} data-aside={key.clone()}>{ t(lang, Msg::SaveToAFile) }</button>
                <button type="button" class="mini" onclick={forget} data-forget={key.clone()}>{ t(lang, Msg::ForgetIt) }</button>
            </li>
        }
    });
    html! {
        <section class="panel saved-broken" role="alert" id="kept-aside">
            <p>{ t(lang, Msg::ThisBrowserKeptSomethingThe) }</p>
            <ul>{ for rows }</ul>
        </section>
    }
}

/// What waits for the player's word because it would replace a game in progress.
#[derive(Clone)]
enum Replacing {
    /// A new game of this game with these decks.
    Start(GameChoice, usize, usize),
    /// The game read from a file.
    Open(Box<crate::session::Session>),
}
