//! The interface's words in 日本語 and English: one catalog ([`Msg`]), each message a key with
//! its two texts side by side, so a translation cannot be missing (a test checks that neither is
//! empty) and the words of the whole interface are read and reviewed in one place. The screens
//! name a message by its key (`t(lang, Msg::EndTurn)`); there is no other way to write a
//! string in two languages (`both`, the former inline pairs, is gone).
//!
//! Words with parts that change (a seat, a number, a card name) are the second catalog, [`Fmt`]:
//! `formats! { Key { part: type, … } => "日本語 {part}", "English {part}"; … }`, read with
//! `tf(lang, Fmt::Key { part })`. Each part is a typed, named field (text `&str`, numbers `i64`),
//! so a call cannot leave one out or pass it in the wrong place, and a test checks that both
//! languages say every part. Card names and texts come from the card data.
//!
//! Size: `t` and [`Msg::pair`] are always inlined, so each call site keeps only its own two
//! strings, and each wasm (the page, the deck builder, the Kaiun table) carries only the
//! messages it shows — as long as every `Msg` is a constant where `t` reads it. A `Msg` passed
//! along at run time makes the whole catalog a table in that wasm (measured: +7.8 KB gzip in
//! the deck builder's): pass the text (`t` at the call) or the pair ([`Msg::pair`] in a
//! constant, read with [`pick`]).

pub use game_core::Lang;

/// Declares the catalog: `Key => "日本語", "English";` one message a line.
macro_rules! catalog {
    ($($key:ident => $ja:literal, $en:literal;)*) => {
        /// One message of the interface.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Msg {
            $($key,)*
        }

        impl Msg {
            /// Every message, in the catalog's order.
            pub const ALL: &'static [Msg] = &[$(Msg::$key,)*];

            /// The message in 日本語 and in English.
            #[inline(always)]
            #[must_use]
            pub const fn pair(self) -> (&'static str, &'static str) {
                match self {
                    $(Msg::$key => ($ja, $en),)*
                }
            }
        }
    };
}

/// The text of `msg` in `lang`.
#[inline(always)]
#[must_use]
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    let (ja, en) = msg.pair();
    match lang {
        Lang::Ja => ja,
        Lang::En => en,
    }
}

/// Declares the catalog of messages with changing parts: `Key { part: type, … } => "日本語",
/// "English";`, each text a `format!` string naming the parts (`{part}`).
macro_rules! formats {
    ($($key:ident { $($part:ident : $ty:ty),* $(,)? } => $ja:literal, $en:literal;)*) => {
        /// One message of the interface with changing parts, the parts given (`tf` writes it).
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub enum Fmt<'a> {
            $($key { $($part: $ty),* },)*
        }

        impl Fmt<'_> {
            /// Every message with changing parts: its key, its parts' names, its two texts.
            pub const PATTERNS: &'static [(&'static str, &'static [&'static str], &'static str, &'static str)] =
                &[$((stringify!($key), &[$(stringify!($part)),*], $ja, $en),)*];
        }

        /// The text of `msg` in `lang`, its parts written in. Always inlined, as `t` is: each
        /// call site keeps only its own two texts.
        #[inline(always)]
        #[must_use]
        pub fn tf(lang: Lang, msg: Fmt<'_>) -> String {
            match msg {
                $(Fmt::$key { $($part),* } => match lang {
                    Lang::Ja => format!($ja),
                    Lang::En => format!($en),
                },)*
            }
        }
    };
}

/// One text of a pair taken from the catalog ([`Msg::pair`], in a constant table).
#[must_use]
pub fn pick(lang: Lang, (ja, en): (&'static str, &'static str)) -> &'static str {
    match lang {
        Lang::Ja => ja,
        Lang::En => en,
    }
}

catalog! {
    Title => "ONE PIECE カードゲーム テーブル", "One Piece Card Game Table";
    Subtitle => "1台の端末で、オフラインで対戦。", "Play on one device, offline.";
    NewGame => "新しいゲーム", "New game";
    Mode => "対戦モード", "Mode";
    ModePassAndPlay => "パス＆プレイ", "Pass and play";
    ModePassAndPlayHelp => "2人で1台を交互に使います。手番が替わるたびに画面を隠し、相手の手札は見えません。", "Two players share one device. A curtain hides each player's cards whenever it changes hands.";
    ModeOpenHands => "オープンハンド", "Open hands";
    ModeOpenHandsHelp => "1人で両方の席を操作します。すべての手札が見えます。", "One person plays both seats, with every hand in view.";
    ModeComputer => "コンピューターと対戦", "Against the computer";
    ModeComputerHelp => "1人でコンピューターと対戦します。コンピューターは自分の席から見えるものだけで考えます。", "Play alone against the computer. It decides from what its own seat can see, nothing more.";
    Level => "強さ", "Level";
    LevelEasy => "やさしい", "Easy";
    LevelMedium => "ふつう", "Medium";
    LevelHard => "つよい", "Hard";
    YourSeat => "あなたの席", "Your seat";
    Language => "言語", "Language";
    StartGame => "ゲーム開始", "Start the game";
    Back => "戻る", "Back";
    OfflineReady => "オフラインでも遊べます", "Works offline";
    Footer => "非公式のファンメイド・シミュレーターです。カード画像は含みません。", "An unofficial fan-made simulator. No card images are included.";
    TheDeckBuilderCouldNot => "デッキ作成を開けませんでした：", "The deck builder could not open: ";
    UnreadClauses => "未対応の文", "Unread clauses";
    NothingWasImportedProblemsFound => "読み込めませんでした（何も追加していません）：", "Nothing was imported. Problems found:";
    ImportACardList => "カードリストの読み込み", "Import a card list";
    JSONFilesInThePunk => "punk-records 形式の JSON ファイル（複数可）。", "JSON files in the punk-records layout (several at once is fine).";
    ChooseFiles => "ファイルを選ぶ", "Choose files";
    ForgetImportedCards => "読み込んだカードを削除", "Forget imported cards";
    TheComputerCouldNotDecide => "コンピューターが考えられませんでした：", "The computer could not decide: ";
    TryAgain => "もう一度", "Try again";
    TheComputerIsPlaying => "コンピューターの番です…", "The computer is playing…";
    SkipThePause => "早送り", "Skip the pause";
    Reading => "読んでいます…", "Reading…";
    TheEngineReads => "エンジンの読み取り", "The engine reads";
    NoText => "（テキストなし）", "(no text)";
    EveryWordIsRead => "すべて読めました。", "Every word is read.";
    NotReadDoneByHand => "読めない部分（その時が来たら手で行います）", "Not read (done by hand when its time comes)";
    WriteACard => "カードを作る", "Write a card";
    Life => "ライフ", "Life";
    Power => "パワー", "Power";
    Cost => "コスト", "Cost";
    Leader => "リーダー", "Leader";
    SetAsLeader => "リーダーにする", "Set as Leader";
    ChooseALeader => "リーダーを選んでください。", "Choose a Leader.";
    DeckListRead => "デッキリストを読み込みました。", "Deck list read.";
    TheFileCouldNotBeSaved => "ファイルを保存できませんでした。", "The file could not be saved.";
    Saved => "保存しました。", "Saved.";
    TheBrowserCouldNotKeep => "ブラウザに保存できませんでした。", "The browser could not keep the deck.";
    GiveTheDeckAName => "デッキ名を入れてください。", "Give the deck a name.";
    Edit => "編集", "Edit";
    Delete => "削除", "Delete";
    DeckBuilder => "デッキ構築", "Deck builder";
    Menu => "メニュー", "Menu";
    SearchNameNumberTrait => "名前・番号・特徴で検索", "Search name, number, trait";
    StartFromABuiltIn => "構築済みデッキから始める", "Start from a built-in deck";
    StartFromABuiltInMenu => "構築済みデッキから始める…", "Start from a built-in deck…";
    ANewDeck => "新しいデッキ", "A new deck";
    NewDeck => "新しいデッキ", "New deck";
    DeckName => "デッキ名", "Deck name";
    LeaderLabel => "リーダー：", "Leader: ";
    ThisDeckIsLegal => "このデッキで対戦できます。", "This deck is legal.";
    Save => "保存", "Save";
    ShowList => "リストを書き出す", "Show list";
    SaveToFile => "ファイルに保存", "Save to file";
    DeckListOneLinePer => "デッキリスト（1行に1種類：4xOP01-004）", "Deck list (one line per card: 4xOP01-004)";
    ReadThisList => "リストを読み込む", "Read this list";
    ReplaceIt => "置き換える", "Replace it";
    CancelChangeTheName => "やめる（名前を変える）", "Cancel (change the name)";
    SavedDecks => "保存したデッキ", "Saved decks";
    OneLeaderExactly50Cards => "リーダー1枚、デッキ50枚ちょうど、リーダーの色のカードのみ、同じカードナンバーは4枚まで（5-1-2）。", "One Leader, exactly 50 cards, only cards of the Leader's colours, at most 4 of a card number (5-1-2).";
    TheFileCouldNotBeRead => "ファイルを読めませんでした。", "The file could not be read.";
    WatchAGameFileAs => "ゲームファイルをリプレイで見る", "Watch a game file as a replay";
    OpenAGameFile => "ゲームファイルを開く", "Open a game file";
    ThisFileCannotBeOpened => "このファイルは開けません：", "This file cannot be opened: ";
    AnotherTabOfThisPage => "別のタブがこのゲームの保存データを書き換えました。上書きしないよう、このタブのゲームはもう保存されません。ファイルに保存するか、メニューから保存されたゲームを続けてください。", "Another tab of this page changed the kept game. So as not to overwrite it, this tab no longer keeps its game: save it to a file, or go to the menu to continue the kept one.";
    ThisBrowserCouldNotKeep => "このブラウザにゲームを保存できませんでした（空き容量がないか、保存が許可されていません）。ファイルに保存してください。", "This browser could not keep the game (its storage is full or blocked): save it to a file.";
    DrawOutcome => "引き分け", "Draw";
    NoBattle => "バトルなし", "No battle";
    Luck => "運値", "Luck";
    LastBattle => "前回のバトル", "Last battle";
    ListComma => "、", ", ";
    YourBattleArea => "自分のバトルエリア", "Your battle area";
    OpponentsBattleArea => "相手のバトルエリア", "Opponent's battle area";
    DontPay => "支払わない", "Don't pay";
    Pay => "支払う", "Pay";
    TakeNone => "加えない", "Take none";
    ApplyIt => "適用する", "Apply it";
    Dont => "適用しない", "Don't";
    KaiunColosseum => "開運コロシアム", "Kaiun Colosseum";
    SetPhasePutACard => "セットフェイズ：相手に見えないように、手札のカードを1枚バトルエリアに裏向きで置きます。", "Set phase: put a card from your hand face down into your battle area, unseen by your opponent.";
    AChoiceIsWaitingFor => "あなたの選択を待っています。", "A choice is waiting for you.";
    MakeSureTheOtherPlayer => "相手に画面が見えないようにしてから押してください。", "Make sure the other player cannot see the screen, then tap.";
    DropAHandCardOn => "手札のカードは、光っている自分のバトルエリアに置けます。", "Drop a hand card on your lit battle area.";
    BattleArea => "バトルエリア", "Battle area";
    FaceDown => "裏向き", "Face down";
    AFaceDownCard => "裏向きのカード", "A face-down card";
    LuckInThisBattle => "このバトルの運値", "Luck in this battle";
    Barrier => "バリア", "Barrier";
    Deck => "デッキ", "Deck";
    Trash => "トラッシュ", "Trash";
    CostArea => "コストエリア", "Cost area";
    Hand => "手札", "Hand";
    You => "(あなた)", " (you)";
    DragAHandCardOnto => "手札のカードをバトルエリアへドラッグ(またはカード、バトルエリアの順にタップ)", "drag a hand card onto your battle area (or tap the card, then the area)";
    KeepTheFaceUpCard => "表向きのカードを残す", "Keep the face-up card";
    ReturnItToHand => "手札に戻す", "Return it to hand";
    PutItIntoTheTrash => "トラッシュに置く", "Put it into the trash";
    BackToTheMenu => "メニューへ戻る", "Back to the menu";
    CardDetails => "カード詳細", "Card details";
    Card => "のカード", "card";
    ReallyConcede => "本当に投了する", "Really concede";
    Concede => "投了", "Concede";
    Undo => "戻す", "Undo";
    Log => "ログ", "Log";
    LuckWin => "運値(カチ)", "Luck (win)";
    Win => "カチ", "Win";
    LuckTieLose => "運値(アイコ・マケ)", "Luck (tie/lose)";
    TieLose => "アイコ・マケ", "Tie/Lose";
    KaiunColosseumCouldNotOpen => "開運コロシアムを開けませんでした：", "Kaiun Colosseum could not open: ";
    AGameIsInProgressNew => "進行中のゲームがあります。新しいゲームを始めると、進行中のゲームは取っておかれ、この画面から1回だけ戻せます。", "A game is in progress. A new game puts it aside: this screen can bring it back once.";
    StartTheNewGame => "新しいゲームを始める", "Start the new game";
    AGameIsInProgressFile => "進行中のゲームがあります。このファイルのゲームを開くと、進行中のゲームは取っておかれ、この画面から1回だけ戻せます。", "A game is in progress. Opening this file puts it aside: this screen can bring it back once.";
    OpenTheFilesGame => "ファイルのゲームを開く", "Open the file's game";
    ContinueTheKaiunColosseumGame => "開運コロシアムの続きから遊ぶ", "Continue the Kaiun Colosseum game";
    TheSavedKaiunColosseumGame => "保存された開運コロシアムのゲームを読み込めませんでした：", "The saved Kaiun Colosseum game could not be loaded: ";
    DeleteTheSavedGame => "保存データを削除", "Delete the saved game";
    ContinueTheGame => "続きから遊ぶ", "Continue the game";
    WatchItSoFarAs => "ここまでをリプレイで見る", "Watch it so far as a replay";
    WatchTheLastGameAs => "前回のゲームをリプレイで見る", "Watch the last game as a replay";
    WatchTheKaiunColosseumGameSoFar => "開運コロシアムのここまでをリプレイで見る", "Watch the Kaiun Colosseum game so far as a replay";
    WatchTheLastKaiunColosseumGame => "前回の開運コロシアムをリプレイで見る", "Watch the last Kaiun Colosseum game as a replay";
    ReadingTheCardsOfThe => "保存されたゲームのカードを読んでいます…", "Reading the cards of the saved game…";
    TheSavedGameCouldNot => "保存されたゲームを読み込めませんでした：", "The saved game could not be loaded: ";
    Game => "ゲーム", "Game";
    BringBackTheGameYou => "入れ替えたゲームに戻す", "Bring back the game you replaced";
    BringBackTheKaiunColosseum => "入れ替えた開運コロシアムのゲームに戻す", "Bring back the Kaiun Colosseum game you replaced";
    DecksAndCardLists => "デッキ構築・カード読み込み", "Decks and card lists";
    Settings => "設定", "Settings";
    Animations => "アニメーション", "Animations";
    AllowUndoingOnesOwnLast => "パス＆プレイでも自分の直前の行動を戻せる", "Allow undoing one's own last action in pass and play";
    ThisBrowserDoesNotLet => "このブラウザはページに保存を許可していません。ゲームはこのページを閉じるまで遊べますが、残りません（ファイルに保存できます）。", "This browser does not let the page keep anything: games play until the page is closed, and are not kept (save them to a file).";
    SaveItToAFile => "そのままファイルに保存", "Save it to a file as it is";
    YourSavedDecks => "保存したデッキ", "Your saved decks";
    YourImportedCards => "読み込んだカード", "Your imported cards";
    SaveToAFile => "ファイルに保存", "Save to a file";
    ForgetIt => "削除", "Forget it";
    ThisBrowserKeptSomethingThe => "このブラウザに保存されていた次のデータを読めませんでした。上書きせずに取っておいてあります：", "This browser kept something the page could not read. It is kept aside, not written over:";
    RestedLower => "レスト", "rested";
    Active => "アクティブ", "active";
    Rested => "レスト", "Rested";
    // short enough for a phone's card (a badge no wider than the card and a little more)
    Attacking => "⚔ アタック", "⚔ Attack";
    // 「アタックの対象」 (7-1-1-2)
    Attacked => "◎ 対象", "◎ Target";
    ActivateMain => "起動", "Activate";
    CharacterArea => "キャラクターエリア", "Character area";
    Stage => "ステージ", "Stage";
    DONDeck => "ドン!!デッキ", "DON!! deck";
    DONPerDrag => "一度に付与する枚数", "DON!! per drag";
    Fewer => "減らす", "Fewer";
    More => "増やす", "More";
    ChooseToGoFirstOr => "先攻・後攻を選んでください", "Choose to go first or second";
    GoFirst => "先攻", "Go first";
    GoSecond => "後攻", "Go second";
    KeepThisHandYouMay => "この手札で始めますか？（1度だけ引き直せます）", "Keep this hand? (You may redraw once.)";
    Keep => "このまま", "Keep";
    Redraw => "引き直す", "Redraw";
    MainPhaseDragCardsTo => "メインフェイズ：カードをドラッグしてプレイ・付与・アタック", "Main phase: drag cards to play, attach DON!! and attack";
    EndTurn => "ターン終了", "End turn";
    BlockDragABlockerOnto => "ブロック：【ブロッカー】をアタックされたカードへドラッグ", "Block: drag a [Blocker] onto the attacked card";
    NoBlock => "ブロックしない", "No block";
    CounterDragCardsFromYour => "カウンター：手札のカードを守るカードへドラッグ", "Counter: drag cards from your hand onto the defending card";
    CounterDone => "カウンター終了", "Done";
    ActivateEffect => "発動する", "Activate";
    AddToHand => "手札に加える", "Add to hand";
    PayTheCost => "コストを支払いますか？", "Pay the cost?";
    UseTheReplacementEffect => "代わりの効果を使いますか？", "Use the replacement effect?";
    DrawAnotherCard => "もう1枚引きますか？", "Draw another card?";
    AddTheTopCardOf => "デッキの上から1枚をライフの上に加えますか？", "Add the top card of your deck to the top of your Life?";
    ReturnOneMoreDONCard => "さらにドン‼1枚をドン‼デッキに戻しますか？", "Return one more DON!! card to your DON!! deck?";
    UseTheEffect => "効果を使いますか？", "Use the effect?";
    Yes => "はい", "Yes";
    No => "いいえ", "No";
    ChooseWhichEffectResolvesFirst => "先に解決する効果を選んでください", "Choose which effect resolves first";
    ChooseOne => "1つ選んでください", "Choose one";
    ChooseTopOrBottomOfLife => "ライフの上か下かを選んでください", "Choose the top or the bottom of the Life";
    ChooseTopOrBottomOfDeck => "デッキの上か下かを選んでください", "Choose the top or the bottom of your deck";
    ChooseWhoseLife => "どちらのライフかを選んでください", "Choose whose Life";
    DeclareACost => "コストを宣言してください", "Declare a cost";
    ChooseWhatToRest => "レストにするカードを選んでください", "Choose what to rest";
    Top => "上", "Top";
    Bottom => "下", "Bottom";
    YourLife => "自分のライフ", "Your Life";
    YourOpponentsLife => "相手のライフ", "Your opponent's Life";
    ADONCard => "相手のドン‼", "A DON!! card";
    ACharacter => "相手のキャラ", "A Character";
    Option => "選択肢", "Option";
    Done => "完了", "Done";
    CardsOfYourHandTo => "トラッシュに置く手札", "cards of your hand to trash";
    CardsToTake => "手札に加えるカード", "cards to take";
    TheNextCardToPlace => "次に置くカード", "the next card to place";
    TheCardToPlay => "登場させるカード", "the card to play";
    TheCharacterToTrash => "トラッシュに置くキャラ", "the Character to trash";
    CharactersToRest => "レストにするキャラ", "Characters to rest";
    CardsToPutAtThe => "デッキの下に置くカード", "cards to put at the bottom of the deck";
    CardsToReveal => "公開するカード", "cards to reveal";
    Targets => "対象", "targets";
    Counter => "カウンター", "Counter";
    Close => "閉じる", "Close";
    CardText => "カードの文", "Card text";
    NotReadByTheEngine => "エンジンが読めない文（そのタイミングで手動で実行）", "Not read by the engine (carried out by hand at its timing)";
    TheEnginesReading => "エンジンの読み", "The engine's reading";
    Rest => "レスト", "Rest";
    SetActive => "アクティブ", "Set active";
    GiveARestedDON => "レストのドン!!を付与", "Give a rested DON!!";
    GiveAnActiveDON => "アクティブのドン!!を付与", "Give an active DON!!";
    JudgeTools => "ジャッジツール", "Judge tools";
    DoByHandWhatThe => "エンジンが扱えなかった処理を手で行います。すべてログに残ります。メインフェイズの行動待ちの間に使えます。", "Do by hand what the engine did not understand; every correction is logged. Available while the main phase waits for a play.";
    JudgeDraw1 => "1枚引く", "Draw 1";
    JudgeDonPlus1 => "ドン!!+1", "DON!! +1";
    JudgeDonMinus1 => "ドン!!−1", "DON!! −1";
    PointAtACardHover => "カードを選ぶ（マウスを重ねる・長押し・i）と、そのカードを動かせます。", "Point at a card (hover, press and hold, or i) to move it.";
    Replay => "リプレイ", "Replay";
    WhoseView => "誰の視点で見るか", "Whose view";
    LeaveTheReplay => "リプレイを終える", "Leave the replay";
    MoreCommands => "その他の操作", "More commands";
    Judge => "ジャッジ", "Judge";
    HoverACardToRead => "カードにマウスを重ねると、ここに大きく表示されます（タッチは長押し、キーボードは i）。", "Hover a card to read it here (touch: press and hold; keyboard: i).";
    Rush => "速攻", "Rush";
    DoubleAttack => "ダブルアタック", "Double Attack";
    Banish => "バニッシュ", "Banish";
    Blocker => "ブロッカー", "Blocker";
    RushCharacter => "速攻：キャラ", "Rush: Character";
    Unblockable => "ブロック不可", "Unblockable";
    Red => "赤", "Red";
    Green => "緑", "Green";
    Blue => "青", "Blue";
    Purple => "紫", "Purple";
    Black => "黒", "Black";
    Yellow => "黄", "Yellow";
    Character => "キャラクター", "Character";
    Event => "イベント", "Event";
    DON => "ドン!!", "DON!!";
    Trigger => "トリガー", "Trigger";
    SomeTextIsNotRead => "エンジンが読めない文があります（手動で実行）", "Some text is not read by the engine (carried out by hand)";
    TextNotRead => "未対応の文あり", "Text not read";
    Setup => "ゲーム準備", "Setup";
    RefreshPhase => "リフレッシュフェイズ", "Refresh phase";
    DrawPhase => "ドローフェイズ", "Draw phase";
    DONPhase => "ドン!!フェイズ", "DON!! phase";
    MainPhase => "メインフェイズ", "Main phase";
    EndPhase => "エンドフェイズ", "End phase";
    GameOver => "ゲーム終了", "Game over";
    DeckLower => "デッキ", "deck";
    HandLower => "手札", "hand";
    TrashLower => "トラッシュ", "trash";
    LeaderArea => "リーダーエリア", "leader area";
    CharacterAreaLower => "キャラクターエリア", "character area";
    StageArea => "ステージエリア", "stage area";
    LifeLower => "ライフ", "life";
    Resolving => "解決中", "resolving";
    ADraw => "引き分け", "A draw";
    Attack => "アタック！", "Attack!";
    Blocked => "ブロック！", "Blocked!";
    ACard => "カード1枚", "a card";
    ACardToHand => "カードを手札へ", "a card to hand";
    ACardToTrash => "カードをトラッシュへ", "a card to trash";
    ACardToTheDeckTop => "カードをデッキの上へ", "a card to the deck top";
    ACardToTheDeckBottom => "カードをデッキの下へ", "a card to the deck bottom";
    ACardToTheTop => "カードをライフの上へ", "a card to the top of Life";
    RestedACard => "カードをレスト", "rested a card";
    SetACardActive => "カードをアクティブ", "set a card active";
    PowerPlus => "パワー＋", "power +";
    PowerMinus => "パワー−", "power −";
    KODACharacter => "キャラをKO", "K.O.'d a Character";
    DrewACard => "1枚引く", "drew a card";
    GaveARestedDON => "レストのドン!!1枚を付与", "gave a rested DON!!";
    GaveAnActiveDON => "アクティブのドン!!1枚を付与", "gave an active DON!!";
    NoOneAttacksInTheir => "お互いの1ターン目はアタックできません。", "No one attacks in their first turn.";
    ARestedCardCannotAttack => "レストのカードはアタックできません。", "A rested card cannot attack.";
    OnlyYourLeaderAndYour => "アタックできるのは自分のリーダーかキャラです。", "Only your Leader and your Characters attack.";
    ACharacterPlayedThisTurn => "このターンに登場したキャラは【速攻】がないとアタックできません。", "A Character played this turn cannot attack without [Rush].";
    AnEffectStopsThisCard => "このカードは効果によりアタックできません。", "An effect stops this card from attacking.";
    AttackYourOpponentsLeaderOr => "アタックの対象は相手のリーダーかキャラです。", "Attack your opponent's Leader or Characters.";
    ThisCardCannotAttackAn => "このカードはアクティブのキャラにはアタックできません。レストのキャラかリーダーを狙ってください。", "This card cannot attack an active Character: attack the Leader or a rested Character.";
    AnEffectStopsYouPlaying => "効果により、今はこの種類のカードを出せません。", "An effect stops you playing this kind of card now.";
    ThisEventCannotBeUsed => "このイベントは今は使えません。", "This Event cannot be used now.";
    YouHaveNoActiveDON => "アクティブのドン‼がありません。", "You have no active DON!!.";
    DONCanBeGivenTo => "ドン‼は自分のリーダーかキャラに付与できます。", "DON!! can be given to your Leader or your Characters.";
    ThatCannotBeDoneNow => "今はその行動はできません。", "That cannot be done now.";
    TheGameIsOver => "ゲームは終わっています。", "The game is over.";
    ThatWouldRepeatALoop => "同じ状態からこの循環行動をもう一度選ぶことはできません（永久循環）。", "This is the same position a loop started from: that move would go round it again (endless loop, rule 11-1-1-2).";
    ThatIsNotATarget => "そこにはアタックできません。光っているカードを狙ってください。", "That is not a target: attack a lit card.";
    ThatCardCantGoThere => "そこには出せません。光っている場所に置いてください。", "That card can't go there: drop it on a lit place.";
    OpenHands => "両方の手札を表示", "Open hands";
    ReplayControls => "リプレイの操作", "Replay controls";
    ToTheStartHome => "最初へ（Home）", "To the start (Home)";
    StepBack => "1手戻る（←）", "Step back (←)";
    StepForward => "1手進む（→）", "Step forward (→)";
    ToTheEndEnd => "最後へ（End）", "To the end (End)";
    GoToATurn => "ターンへ移動", "Go to a turn";
    SetupShort => "準備", "Setup";
    OnePieceCardGame => "ONE PIECE カードゲーム", "One Piece Card Game";
    ToHand => "手札へ", "To hand";
    ToTrash => "トラッシュへ", "To trash";
    DeckTop => "デッキの上へ", "Deck top";
    DeckBottom => "デッキの下へ", "Deck bottom";
    LifeTop => "ライフの上へ", "Life top";
    FieldLang => "テキストの言語", "Language of the text";
    FieldName => "カード名", "Name";
    FieldKind => "種類", "Kind";
    FieldColour => "色", "Colour";
    FieldSecond => "2色目", "Second colour";
    FieldCost => "コスト（リーダーはライフ）", "Cost (a Leader: its Life)";
    FieldAttribute => "属性", "Attribute";
    FieldTraits => "特徴（/ で区切る）", "Traits (separated by /)";
    FieldEffect => "テキスト（1行に1つの効果）", "Text (one ability per line)";
    FieldTrigger => "トリガー（【トリガー】…）", "Trigger ([Trigger] …)";
    // the status line: why the deciding seat decides (to that seat, and to the other)
    StatusChooseFirstYou => "先攻・後攻を選んでください", "choose to go first or second";
    StatusChooseFirstThem => "先攻・後攻を選んでいます", "chooses to go first or second";
    StatusMulliganYou => "最初の手札で始めるか引き直すか選んでください", "keep your opening hand or draw a new one";
    StatusMulliganThem => "最初の手札を引き直すか決めています", "decides whether to keep their opening hand";
    StatusMainYou => "あなたのメインフェイズ", "your main phase";
    StatusMainThem => "メインフェイズ", "main phase";
    StatusBlockYou => "ブロックかカウンターを選んでください", "block or counter";
    StatusBlockThem => "ブロック・カウンターを決めています", "blocks or counters";
    StatusCounterYou => "カウンターするか選んでください", "counter or not";
    StatusCounterThem => "カウンターするか決めています", "counters or not";
    StatusTriggerYouUnnamed => "ライフのカードに【トリガー】：発動するか選んでください", "your Life card has a [Trigger]: activate it or not";
    StatusTriggerThem => "ライフのカードの【トリガー】について決めています", "decides on a [Trigger] from their Life";
    StatusAnEffectAsksYou => "効果の選択をしてください", "an effect asks you to choose";
    StatusAnEffectAsksThem => "効果の選択をしています", "chooses for an effect";
    // the Kaiun Colosseum status line: why the deciding seat decides (to that seat, and to the other)
    KaiunStatusSetMustYou => "手札からカードを1枚バトルエリアに裏向きでセットしてください", "set a hand card face down in your battle area";
    KaiunStatusSetMustThem => "バトルエリアにカードを裏向きでセットしています", "sets a card face down in their battle area";
    KaiunStatusSetMayYou => "表向きのカードを残すか、別のカードをセットしてください", "keep your face-up card or set another";
    KaiunStatusSetMayThem => "表向きのカードを残すか、別のカードをセットするか決めています", "decides whether to keep their face-up card or set another";
    KaiunStatusTieBreakYou => "両者が同時に敗北：じゃんけんをしてください", "both lost at once: play janken";
    KaiunStatusTieBreakThem => "両者が同時に敗北：じゃんけんをしています", "both lost at once: plays janken";
    KaiunStatusReplaceYouUnnamed => "トラッシュに置かれるカードを手札に戻すか選んでください", "a card is about to go to your trash: return it to your hand or not";
    KaiunStatusReplaceThem => "トラッシュに置かれるカードを手札に戻すか決めています", "decides whether a card going to their trash returns to their hand";
}

formats! {
    // seats and players
    SeatName { seat: &'a str } => "プレイヤー{seat}", "Player {seat}";
    PlayersDeck { seat: &'a str } => "プレイヤー{seat}のデッキ", "Player {seat}'s deck";
    SeatsCard { seat: &'a str, name: &'a str } => "{seat}の{name}", "{seat}'s {name}";
    ToAct { seat: &'a str } => "{seat}の番です", "{seat} to act";
    Wins { seat: &'a str } => "{seat}の勝利", "{seat} wins";
    WinsTheGame { seat: &'a str } => "{seat}の勝利！", "{seat} wins!";
    PassTheDeviceTo { seat: &'a str } => "端末を{seat}に渡してください", "Pass the device to {seat}";
    ShowMyCards { seat: &'a str } => "{seat}です — 表示する", "I am {seat} — show my cards";
    // the One Piece table
    TableStatus { turn: i64, seat: &'a str, phase: &'a str } => "ターン{turn} · {seat} · {phase}", "Turn {turn} · {seat} · {phase}";
    CardsReadDifferently { names: &'a str } => "このゲームが保存された後、次のカードの読み方が変わりました：{names}。ゲームは今の読み方で再現されています。", "Since this game was saved, the page reads these cards differently: {names}. The game is replayed with today's reading.";
    CostAreaLabel { active: i64, rested: i64 } => "コストエリア：アクティブ{active}枚、レスト{rested}枚", "Cost area: {active} active, {rested} rested DON!!";
    DonPerDrag { n: i64 } => "{n}枚ずつ", "{n} per drag";
    TooFewDon { cost: i64, active: i64 } => "コスト{cost}に対して、アクティブのドン‼が{active}枚しかありません。", "It costs {cost} and you have {active} active DON!!.";
    TriggerActivate { name: &'a str } => "【トリガー】{name}：発動しますか？", "[Trigger] {name}: activate it?";
    PromptWithEffect { prompt: &'a str, text: &'a str } => "{prompt}（{text}）", "{prompt} ({text})";
    ReturnDonFrom { remaining: i64 } => "ドン‼−：ドン‼デッキに戻すドン‼を選んでください（残り{remaining}枚）", "DON!! −: choose where a DON!! returns from ({remaining} left)";
    DonActiveInCostArea { n: i64 } => "コストエリアのアクティブ（{n}）", "Active in the cost area ({n})";
    DonRestedInCostArea { n: i64 } => "コストエリアのレスト（{n}）", "Rested in the cost area ({n})";
    DonGivenTo { name: &'a str, count: i64 } => "{name}に付与（{count}）", "Given to {name} ({count})";
    ByHandPrompt { name: &'a str, text: &'a str } => "{name}：エンジンが読めない効果です。ジャッジツールで実行してから「完了」を押してください — {text}", "{name}: the engine does not read this text. Carry it out with the judge tools, then press Done — {text}";
    ChooseCardsPrompt { what: &'a str, min: i64, max: i64 } => "{what}を{min}〜{max}枚選んでください", "Choose {min} to {max}: {what}";
    ConfirmPicks { n: i64 } => "決定（{n}枚）", "Confirm ({n})";
    CardAsks { name: &'a str, prompt: &'a str } => "{name}：{prompt}", "{name}: {prompt}";
    JudgeLogLine { seat: &'a str, what: &'a str } => "【ジャッジ】{seat}：{what}", "[Judge] {seat}: {what}";
    AttacksNews { attacker: &'a str, target: &'a str } => "{attacker}が{target}にアタック", "{attacker} attacks {target}";
    BlocksNews { blocker: &'a str } => "{blocker}がブロック", "{blocker} blocks";
    AttackOnYourLeader { attacker: &'a str, ap: i64, target: &'a str, tp: i64 } => "{attacker}（{ap}）があなたのリーダー「{target}」（{tp}）にアタック", "{attacker} ({ap}) attacks your Leader {target} ({tp})";
    AttackOnYourCharacter { attacker: &'a str, ap: i64, target: &'a str, tp: i64 } => "{attacker}（{ap}）があなたのキャラ「{target}」（{tp}）にアタック", "{attacker} ({ap}) attacks your Character {target} ({tp})";
    AttackOnSeatsLeader { attacker: &'a str, ap: i64, seat: &'a str, target: &'a str, tp: i64 } => "{attacker}（{ap}）が{seat}のリーダー「{target}」（{tp}）にアタック", "{attacker} ({ap}) attacks {seat}'s Leader {target} ({tp})";
    AttackOnSeatsCharacter { attacker: &'a str, ap: i64, seat: &'a str, target: &'a str, tp: i64 } => "{attacker}（{ap}）が{seat}のキャラ「{target}」（{tp}）にアタック", "{attacker} ({ap}) attacks {seat}'s Character {target} ({tp})";
    WhyMainPhase { turn: i64, who: &'a str } => "ターン{turn}、{who}のメインフェイズ：{who}が行動します。", "Turn {turn}, {who}'s main phase: {who} plays.";
    WhyLeaderAttacked { attacker: &'a str, who: &'a str, ap: i64, tp: i64 } => "{attacker}が{who}のリーダーにアタック（{ap}対{tp}）：{who}がブロック・カウンターを決めます。", "{attacker} attacks {who}'s Leader ({ap} against {tp}): {who} blocks or counters.";
    WhyCharacterAttacked { attacker: &'a str, who: &'a str, ap: i64, tp: i64 } => "{attacker}が{who}のキャラにアタック（{ap}対{tp}）：{who}がブロック・カウンターを決めます。", "{attacker} attacks {who}'s Character ({ap} against {tp}): {who} blocks or counters.";
    WhyTrigger { who: &'a str } => "{who}のライフにダメージ：{who}がそのカードについて決めます。", "{who}'s Life took damage: {who} decides on the card.";
    WhyMulligan { who: &'a str } => "{who}が最初の手札を引き直すか決めます。", "{who} decides whether to keep their opening hand.";
    WhyChooseFirst { who: &'a str } => "{who}が先攻・後攻を選びます。", "{who} chooses to go first or second.";
    WhyEffect { who: &'a str } => "効果により{who}が選択します。", "An effect asks {who} to decide.";
    ReplayStepOf { at: i64, steps: i64 } => "{steps}手中{at}手目", "Step {at} of {steps}";
    TurnN { n: i64 } => "ターン{n}", "Turn {n}";
    // the log
    LogChoosesFirst { seat: &'a str } => "{seat}が先攻・後攻を選びます", "{seat} chooses who goes first";
    LogGoesFirst { seat: &'a str } => "先攻は{seat}", "{seat} goes first";
    LogRedrew { seat: &'a str } => "{seat}は引き直しました", "{seat} redrew their hand";
    LogKeptHand { seat: &'a str } => "{seat}は手札を確定しました", "{seat} kept their hand";
    LogTurnStarted { turn: i64, seat: &'a str } => "― ターン{turn}：{seat} ―", "— Turn {turn}: {seat} —";
    LogPlayed { seat: &'a str, card: &'a str } => "{seat}が{card}をプレイ", "{seat} played {card}";
    LogKoed { card: &'a str } => "{card}がKOされました", "{card} was K.O.'d";
    LogDonAttached { seat: &'a str, count: i64 } => "{seat}がドン!!{count}枚を付与", "{seat} attached {count} DON!!";
    LogDonReturned { seat: &'a str, count: i64 } => "{seat}がドン!!{count}枚をドン!!デッキに戻しました", "{seat} returned {count} DON!! to the DON!! deck";
    LogCounter { card: &'a str, amount: i64 } => "カウンター：{card} (+{amount})", "Counter: {card} (+{amount})";
    LogDamage { seat: &'a str, amount: i64 } => "{seat}のリーダーに{amount}ダメージ", "{seat}'s Leader takes {amount} damage";
    LogTrigger { card: &'a str } => "トリガー発動：{card}", "Trigger: {card}";
    LogActivated { card: &'a str } => "効果発動：{card}", "Activated: {card}";
    LogRevealed { seat: &'a str, card: &'a str } => "{seat}が{card}を公開", "{seat} revealed {card}";
    LogMoved { seat: &'a str, card: &'a str, from: &'a str, to: &'a str } => "{seat}の{card}：{from}→{to}", "{seat}'s {card}: {from} → {to}";
    SeatsView { seat: &'a str } => "{seat}の視点", "{seat}'s view";
    // start, card lists, custom cards, decks
    CardsImported { cards: i64, complete: i64, partial: i64 } => "{cards}枚を読み込みました。効果を完全に理解：{complete}枚、一部未対応：{partial}枚。", "{cards} cards imported. Fully understood: {complete}; partly: {partial}.";
    ImportedCardCount { n: i64 } => "読み込み済みのカード：{n}枚", "Imported cards: {n}";
    SaveAsNumber { number: &'a str } => "{number} として保存", "Save as {number}";
    CustomCardSaved { number: &'a str } => "{number} を保存しました。カード一覧に入りました。", "{number} is saved: it is in the card pool.";
    DeckCopyName { name: &'a str } => "{name}（コピー）", "{name} (copy)";
    EditingDeck { name: &'a str } => "編集中：{name}（名前を変えて保存すると新しいデッキになります）", "Editing “{name}” (saved under another name, it becomes a new deck)";
    DeckNameTaken { name: &'a str } => "「{name}」という名前のデッキはもう保存されています。置き換えますか？", "A deck named “{name}” is already saved. Replace it?";
    // the Kaiun Colosseum table
    DiscardToPay { cards: &'a str } => "{cards}を捨てて支払う", "Discard {cards} to pay";
    CardCount { n: i64 } => "{n}枚", "{n}";
    NthCard { n: i64 } => "{n}枚目", "Card {n}";
    KaiunTurn { turn: i64 } => "開運コロシアム · 第{turn}ターン", "Kaiun Colosseum · Turn {turn}";
    KaiunStatus { turn: i64, phase: &'a str } => "開運コロシアム · 第{turn}ターン · {phase}", "Kaiun Colosseum · Turn {turn} · {phase}";
    KaiunCardLabel { name: &'a str, hand: &'a str, win: i64, lose: i64, cost: i64 } => "{name} {hand} 運値{win}/{lose} コスト{cost}", "{name} {hand} Luck {win}/{lose} Cost {cost}";
    KaiunCardAsks { name: &'a str, prompt: &'a str } => "「{name}」: {prompt}", "\"{name}\": {prompt}";
    KaiunMayReturn { name: &'a str, prompt: &'a str } => "「{name}」: {prompt}(手札に戻せます)", "\"{name}\": {prompt} (it may return to your hand)";
    // the status line: the turn, who decides and why
    StatusLine { turn: i64, who: &'a str, why: &'a str } => "ターン{turn} · {who} — {why}", "Turn {turn} · {who} — {why}";
    StatusOver { turn: i64, result: &'a str } => "ターン{turn} · {result}", "Turn {turn} · {result}";
    StatusYourLeaderAttacked { attacker: &'a str, ap: i64, step: &'a str } => "あなたのリーダーに{attacker}（{ap}）がアタック：{step}", "your Leader is attacked by {attacker} ({ap}): {step}";
    StatusTheirLeaderAttacked { attacker: &'a str, ap: i64, step: &'a str } => "リーダーに{attacker}（{ap}）がアタック：{step}", "their Leader is attacked by {attacker} ({ap}): {step}";
    StatusYourCharacterAttacked { target: &'a str, attacker: &'a str, ap: i64, step: &'a str } => "あなたのキャラ「{target}」に{attacker}（{ap}）がアタック：{step}", "your Character {target} is attacked by {attacker} ({ap}): {step}";
    StatusTheirCharacterAttacked { target: &'a str, attacker: &'a str, ap: i64, step: &'a str } => "キャラ「{target}」に{attacker}（{ap}）がアタック：{step}", "their Character {target} is attacked by {attacker} ({ap}): {step}";
    StatusTriggerYou { name: &'a str } => "ライフのカード「{name}」に【トリガー】：発動するか選んでください", "your Life card {name} has a [Trigger]: activate it or not";
    StatusEffectAsksYou { name: &'a str } => "{name}の効果の選択をしてください", "{name}'s effect asks you to choose";
    StatusEffectAsksThem { name: &'a str } => "{name}の効果の選択をしています", "chooses for {name}'s effect";
    StatusByHandYou { name: &'a str } => "{name}のテキストをジャッジツールで実行してください", "carry out {name}'s text with the judge tools";
    StatusByHandThem { name: &'a str } => "{name}のテキストを手で実行しています", "carries out {name}'s text by hand";
    // the Kaiun Colosseum status line: the turn, the phase, who decides and why
    KaiunStatusLine { turn: i64, phase: &'a str, who: &'a str, why: &'a str } => "開運コロシアム · 第{turn}ターン · {phase} · {who} — {why}", "Kaiun Colosseum · Turn {turn} · {phase} · {who} — {why}";
    KaiunStatusReplaceYou { name: &'a str } => "「{name}」がトラッシュに置かれます：手札に戻すか選んでください", "{name} is about to go to your trash: return it to your hand or not";
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key has its text in both languages, and no two keys hold the same pair (one
    /// message, one key).
    #[test]
    fn every_message_has_both_languages_once() {
        let mut seen = std::collections::BTreeMap::new();
        for &m in Msg::ALL {
            let (ja, en) = m.pair();
            assert!(!ja.trim().is_empty() && !en.trim().is_empty(), "{m:?} lacks a language");
            assert_eq!((t(Lang::Ja, m), t(Lang::En, m)), (ja, en));
            if let Some(other) = seen.insert((ja, en), m) {
                panic!("{other:?} and {m:?} are the same message");
            }
        }
        assert_ne!(t(Lang::Ja, Msg::NewGame), t(Lang::En, Msg::NewGame));
    }

    /// Every message with changing parts has both languages, says every one of its parts in
    /// each (a part said in one language only would be lost in the other), and no two keys hold
    /// the same pair; `tf` writes the parts in.
    #[test]
    fn every_message_with_parts_says_each_part_in_both_languages_once() {
        let mut seen = std::collections::BTreeMap::new();
        for &(key, parts, ja, en) in Fmt::PATTERNS {
            assert!(!ja.trim().is_empty() && !en.trim().is_empty(), "{key} lacks a language");
            for part in parts {
                for (lang, text) in [("日本語", ja), ("English", en)] {
                    assert!(text.contains(&format!("{{{part}}}")) || text.contains(&format!("{{{part}:")), "{key}: the {lang} text does not say {{{part}}}: {text}");
                }
            }
            if let Some(other) = seen.insert((ja, en), key) {
                panic!("{other} and {key} are the same message");
            }
            assert!(Msg::ALL.iter().all(|m| m.pair() != (ja, en)), "{key} is also a message without parts");
        }
        assert!(Fmt::PATTERNS.len() > 50);
        assert_eq!(tf(Lang::Ja, Fmt::SeatName { seat: "B" }), "プレイヤーB");
        assert_eq!(tf(Lang::En, Fmt::ChooseCardsPrompt { what: "targets", min: 0, max: 1 }), "Choose 0 to 1: targets");
        assert_eq!(tf(Lang::Ja, Fmt::ChooseCardsPrompt { what: "対象", min: 0, max: 1 }), "対象を0〜1枚選んでください");
    }

    /// No screen writes a two-language string of its own: every pair, with changing parts or
    /// not, comes from the catalogs. A `match lang` whose arms are string literals or `format!`s
    /// is an inline pair, and so is an `if ja { format!(…) } else { … }`.
    #[test]
    fn no_inline_pair_outside_the_catalog() {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    out.push(p);
                }
            }
        }
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        walk(&src, &mut files);
        assert!(files.len() > 20, "the sources were found");
        let mut found = Vec::new();
        for f in files.iter().filter(|f| !f.ends_with("i18n.rs")) {
            let text = std::fs::read_to_string(f).unwrap();
            for (n, line) in text.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                let inline = ["both(", "Lang::Ja => \"", "Lang::En => \"", "Lang::Ja => format!", "Lang::En => format!", "Lang::Ja) => ", "Lang::En) => ", "if ja {"];
                if inline.iter().any(|p| code.contains(p)) {
                    found.push(format!("{}:{}: {}", f.display(), n + 1, code));
                }
            }
        }
        assert!(found.is_empty(), "inline pairs outside the catalog:\n{}", found.join("\n"));
    }
}
